// Fixtures shared by the parser tests (parse-lines.test.ts, parse-json.test.ts).

/** A valid nonce: 16 lowercase hex digits. */
export const N = '0123456789abcdef';
