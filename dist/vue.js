import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-X25I7SBP.js";
import "./chunks/chunk-HI3IAN2E.js";
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
