import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-XOHTOXRS.js";
import "./chunks/chunk-PTOUJDTJ.js";
import "./chunks/chunk-4G5VTGRK.js";
import "./chunks/chunk-SD3YDSW3.js";

// src/vue/visit-tag.ts
var visitTag = {
  install(app, options = {}) {
    getPageTracker(options);
    const mount = app.mount.bind(app);
    app.mount = (...args) => {
      const root = mount(...args);
      startPageTracker();
      return root;
    };
  }
};
export {
  useVisitTag,
  visitTag
};
