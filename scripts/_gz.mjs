import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { minifyTag, tagBuildOptions } from './tag-build-options.mjs';
const r = await build({ ...tagBuildOptions({ dev: false, version: '0.1.0' }), absWorkingDir: process.cwd(), outdir: '/tmp/gz', write: false, logLevel: 'error' });
const code = r.outputFiles.find((f) => f.path.endsWith('.js')).text;
const m = await minifyTag({ code });
console.log(gzipSync(m.code, { level: 9 }).length);
