export { readPackageFiles } from './proxy/read-package-files.js';
