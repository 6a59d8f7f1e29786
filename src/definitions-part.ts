// The definitions part's script-tag entry (dist/visit-tag.definitions-<hash>.js). The production
// tag loads it from its own directory when a site gives definitions; it hands its entry to the tag
// through the script element that loaded it, and adds no global.
import { startPart } from './definitions/start-part.js';
import type { PartScript } from './tracker/load-part-script.js';

(document.currentScript as PartScript | null)?.connectPart?.(startPart);
