"use client";
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

// src/react/visit-tag.ts
import { useEffect } from "react";
function VisitTag({ children, ...options }) {
  getPageTracker(options);
  useEffect(() => void startPageTracker(), [options.siteCode, options.url]);
  return children ?? null;
}
export {
  VisitTag,
  useVisitTag
};
