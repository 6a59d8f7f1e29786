import {
  createTracker
} from "./chunk-H7Z5PTW6.js";

// src/frameworks/get-page-tracker.ts
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

// src/frameworks/use-visit-tag.ts
function useVisitTag() {
  return getPageTracker();
}

export {
  getPageTracker,
  startPageTracker,
  useVisitTag
};
