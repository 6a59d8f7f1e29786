// dist/visit-tag.engine-<hash>.js: the engine file the loader adds. It hands its entry to the
// loader through its own script element, and adds no global.
import { connectTagFile } from '../loader/connect-tag-file.js';
import { startEngine } from '../engine/start-engine.js';

connectTagFile(document, startEngine);
