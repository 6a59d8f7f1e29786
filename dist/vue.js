import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-C7CYPKDW.js";
import "./chunks/chunk-ZVNNQCT7.js";
import "./chunks/chunk-FE5TFZF7.js";
import "./chunks/chunk-66K42VK6.js";
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
