// src/proxy/is-script-file.ts
function isScriptFile(name) {
  return /^(?:visit-tag|consent-tcf|consent-gcm)(?:\.debug|\.[a-z]+-[A-Z0-9]{8,})*\.js$/.test(name);
}
function isHashedFile(name) {
  return /-[A-Z0-9]{8,}(?:\.debug)?\.js$/.test(name);
}

export {
  isScriptFile,
  isHashedFile
};
