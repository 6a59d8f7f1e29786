var hasOwn = (record, key) => Object.prototype.hasOwnProperty.call(record, key);

export {
  hasOwn
};
