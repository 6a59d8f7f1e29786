import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-PI37EZKH.js";
import "./chunks/chunk-YVOWWW7G.js";
import "./chunks/chunk-DVOZOELQ.js";
import "./chunks/chunk-IZSVEI5P.js";
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
