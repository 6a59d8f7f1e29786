import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-7VEZNTQJ.js";
import "./chunks/chunk-S26N76P3.js";
import "./chunks/chunk-V6UE73WJ.js";
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
