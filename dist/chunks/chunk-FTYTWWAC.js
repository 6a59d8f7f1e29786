function countCharacters(text) {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
function truncateCharacters(text, max) {
  let end = 0;
  for (const char of text) {
    if (!max--) break;
    end += char.length;
  }
  return text.slice(0, end);
}

var DECIMAL = /^[+-]?\d+$/;
var toBigInt = (value) => typeof value == "bigint" ? value : Number.isInteger(value) || typeof value == "string" && DECIMAL.test(value) ? BigInt(value) : void 0;
function int64Text(value) {
  const big = toBigInt(value);
  return big !== void 0 && BigInt.asIntN(64, big) === big && (typeof value != "number" || Number.isSafeInteger(value)) ? String(big) : void 0;
}
function normalizeInt64(value) {
  const text = int64Text(value);
  if (text === void 0) return value;
  const asNumber = Number(text);
  return Number.isSafeInteger(asNumber) ? asNumber : text;
}

export {
  countCharacters,
  truncateCharacters,
  toBigInt,
  int64Text,
  normalizeInt64
};
