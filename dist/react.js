"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-36JZ65DI.js";
import "./chunks/chunk-NBB4VTWH.js";
import "./chunks/chunk-YFOUH3PZ.js";
import "./chunks/chunk-LJIVF5AU.js";
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
