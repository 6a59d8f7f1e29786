import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-VFX7JF5L.js";
import "./chunks/chunk-R2VSWL65.js";
import "./chunks/chunk-UHCDECNQ.js";
import "./chunks/chunk-ZVKHJZOZ.js";
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
