import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-ZS2OQO2C.js";
import "./chunks/chunk-Z4BWGPGA.js";
import "./chunks/chunk-MGAVPEIG.js";
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
