"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-7J7V5OTU.js";
import "./chunks/chunk-R53ZV5UT.js";
import "./chunks/chunk-I6IRPMOU.js";
import "./chunks/chunk-6QJJL4PS.js";
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
