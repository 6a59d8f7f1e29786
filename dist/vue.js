import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-7J7V5OTU.js";
import "./chunks/chunk-R53ZV5UT.js";
import "./chunks/chunk-I6IRPMOU.js";
import "./chunks/chunk-6QJJL4PS.js";
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
