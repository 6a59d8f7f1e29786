import {
  createTracker
} from "./chunk-FMOTPRID.js";

var pageOptions = {};
var pageTracker;
function getPageTracker(options) {
  if (options) Object.assign(pageOptions, options);
  pageTracker ?? (pageTracker = createTracker(pageOptions));
  return pageTracker;
}
function startPageTracker(options) {
  const problems = getPageTracker(options).start();
  if (problems) console.warn("[visit-tag] not started:", problems);
  return problems;
}

function useVisitTag() {
  return getPageTracker();
}

export {
  getPageTracker,
  startPageTracker,
  useVisitTag
};
