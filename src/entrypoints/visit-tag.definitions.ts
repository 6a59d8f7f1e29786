// dist/visit-tag.definitions-<hash>.js: the definitions part. The production engine asks the loader
// for it when a site gives definitions or tracks a conversion with an order id; it hands its entry
// to the tag through the script element that loaded it, and adds no global.
import { startPart } from '../definitions/part/start-part.js';
import { connectTagFile } from '../loader/connect-tag-file.js';

connectTagFile(document, startPart);
