// The part file of the ESM build (`visit-tag/part`): the tracker imports it only when a page needs
// it (definitions, a conversion with an order id), so a bundler makes it a chunk of its own. It is
// built on its own, apart from the other entries' shared chunks, so that it takes none of theirs
// apart. Apps import nothing from it themselves.
export { startPart } from './definitions/part/start-part.js';
