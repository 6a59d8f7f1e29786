"use client";
import {
  getPageTracker,
  startPageTracker,
  useVisitTag
} from "./chunks/chunk-C7CYPKDW.js";
import "./chunks/chunk-ZVNNQCT7.js";
import "./chunks/chunk-FE5TFZF7.js";
import "./chunks/chunk-66K42VK6.js";
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
