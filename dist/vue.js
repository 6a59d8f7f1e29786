import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-GUDWG6CQ.js";
import "./chunks/chunk-XAGTS772.js";
import "./chunks/chunk-II3EJPWO.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-DRYLN5TF.js";
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
