"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-BTHLTRJ2.js";
import "./chunks/chunk-AMERSG5V.js";
import "./chunks/chunk-4L6C6QXP.js";
import "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-AE7RP6QK.js";
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
