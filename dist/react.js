"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-YP7246RK.js";
import "./chunks/chunk-H7Z5PTW6.js";
import "./chunks/chunk-M3PPSY7J.js";
import "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-2SVAAAJN.js";
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
