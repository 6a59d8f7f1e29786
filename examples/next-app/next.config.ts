import type { NextConfig } from 'next';

// The example sits inside the visit-tag repository, which has its own package-lock.json: this
// folder is the app's root, for Turbopack and for the traced server files alike.
const config: NextConfig = {
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default config;
