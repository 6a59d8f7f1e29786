// The `visit-tag/proxy-node` entry: what the first-party proxy needs from Node's modules (node:fs),
// so that visit-tag/proxy stays free of them. Works in Node, Bun and Deno. Re-exports only; its
// bundle is dist/proxy-node.js, whose folder is the package's dist/ (readPackageFiles' default).
export { readPackageFiles } from './proxy/read-package-files.js';
