export { startPart } from './definitions/start-part.js';
