function isScriptFile(name) {
  return /^(?:visit-tag(?:-sw)?|consent-tcf|consent-gcm)(?:\.debug|\.[a-z]+-[0-9a-f]{8})*\.js$/.test(name);
}
function isHashedFile(name) {
  return /-[0-9a-f]{8}(?:\.debug)?\.js$/.test(name);
}

export {
  isScriptFile,
  isHashedFile
};
