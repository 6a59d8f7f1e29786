import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-3MBZ2YGU.js";
import "./chunks/chunk-WFKW3IXJ.js";
import "./chunks/chunk-JGNG6RCV.js";
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
