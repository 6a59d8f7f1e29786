// dist/visit-tag.definitions-<hash>.js: the definitions part. The production engine asks the loader
// for it when a site gives definitions or tracks a conversion with an order id; it hands its entry
// to the tag through the script element that loaded it, and adds no global.
import { startPart } from '../definitions/part/start-part.js';
import type { StartPart } from '../definitions/part/part-types.js';
import { connectTagFile } from '../loader/connect-tag-file.js';

const script = document.currentScript as HTMLScriptElement | null;
// Its own address goes with the host: the background drain's worker is beside it (and the loader).
const start: StartPart = (host) => startPart({ ...host, tagSrc: script?.src });
connectTagFile(document, start);
