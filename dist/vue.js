import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-36JZ65DI.js";
import "./chunks/chunk-NBB4VTWH.js";
import "./chunks/chunk-YFOUH3PZ.js";
import "./chunks/chunk-LJIVF5AU.js";
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
