// dist/visit-tag.engine-<hash>.js: the engine file the loader adds. It hands its entry to the
// loader through its own script element, and adds no global.
import type { EngineScript } from '../loader/load-engine-script.js';
import { startEngine } from '../tracker/start-engine.js';

(document.currentScript as EngineScript | null)?.connectEngine?.(startEngine);
