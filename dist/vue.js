import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-QLXFDCYQ.js";
import "./chunks/chunk-66A3NX6M.js";
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
