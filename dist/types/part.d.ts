export { startPart } from './definitions/part/start-part.js';
