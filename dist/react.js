"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-ZS2OQO2C.js";
import "./chunks/chunk-Z4BWGPGA.js";
import "./chunks/chunk-MGAVPEIG.js";
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
