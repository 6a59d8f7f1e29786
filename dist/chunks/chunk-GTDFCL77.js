import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

// src/wire/create-nonce.ts
function createNonce(random = globalThis.crypto) {
  let hex = "";
  for (const byte of random.getRandomValues(new Uint8Array(8))) hex += (byte + 256).toString(16).slice(1);
  return hex;
}

// src/lib/try-or.ts
var tryOr = (action, otherwise) => {
  try {
    return action();
  } catch {
    return otherwise;
  }
};

// src/tracker/build-custom-data.ts
function buildCustomData(nameOrIndex, values, options = {}, names = {}) {
  const key = String(nameOrIndex);
  const index = hasOwn(names, key) ? names[key] : /^\d+$/.test(key) ? +key : void 0;
  if (index === void 0) return [createProblem("index", "enum", `"${key}" not in options.customData`)];
  const valuesCountMap = /* @__PURE__ */ Object.create(null);
  for (const value of [].concat(values))
    valuesCountMap[value] = (valuesCountMap[value] ?? 0) + 1;
  return { eventType: "CUSTOMDATA", index, valuesCountMap, overwrite: options.overwrite, mappingIdentifier: options.mappingIdentifier };
}

export {
  createNonce,
  tryOr,
  buildCustomData
};
