import {
  isScriptFile
} from "./chunks/chunk-OXMYOEB4.js";

import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
function readPackageFiles(directory = fileURLToPath(new URL(".", import.meta.url))) {
  return async (name) => {
    if (basename(name) !== name || !isScriptFile(name)) return void 0;
    try {
      return new Uint8Array(await readFile(join(directory, name)));
    } catch {
      return void 0;
    }
  };
}
export {
  readPackageFiles
};
