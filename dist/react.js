"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-NRDK5T35.js";
import "./chunks/chunk-UNL62Q3P.js";
import "./chunks/chunk-XKT62UXQ.js";
import "./chunks/chunk-IZSVEI5P.js";
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
