import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-RRGWN376.js";
import "./chunks/chunk-FMOTPRID.js";
import "./chunks/chunk-M3PPSY7J.js";
import "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-2SVAAAJN.js";
import "./chunks/chunk-SD3YDSW3.js";

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
