function createProblem(field, code, reason) {
  return { field, code, message: `${field || "event"}: ${reason || code}` };
}

export {
  createProblem
};
