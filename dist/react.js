"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-VFX7JF5L.js";
import "./chunks/chunk-R2VSWL65.js";
import "./chunks/chunk-UHCDECNQ.js";
import "./chunks/chunk-ZVKHJZOZ.js";
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
