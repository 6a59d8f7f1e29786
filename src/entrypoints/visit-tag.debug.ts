// dist/visit-tag.debug.js: the loader, the engine and the definitions part in one file, the engine
// there from the first call, so a developer integrating the tag sees every problem at once, with
// reasons and logs.
import { runScriptTag } from '../loader/run-script-tag.js';
import { startEngine } from '../engine/start-engine.js';

const script = document.currentScript as HTMLScriptElement | null;
// Its own address goes with the parts: the background drain's worker is beside it.
runScriptTag(script, { engine: (parts) => startEngine({ ...parts, tagSrc: script?.src }) });
