import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-BTHLTRJ2.js";
import "./chunks/chunk-AMERSG5V.js";
import "./chunks/chunk-4L6C6QXP.js";
import "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-AE7RP6QK.js";
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
