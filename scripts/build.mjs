// Builds dist/: the script-tag IIFE, the ESM entries and their declarations.
// `node scripts/build.mjs [--outdir DIR]`: output paths inside the files (source maps) are always
// computed as if written to dist/, so a build into a temp dir is byte-identical to the committed one.
import { build } from 'esbuild';
import { buildScriptTag, integrityOf, minifyTag } from './tag-build-options.mjs';
import { BRIDGE_DECLARATION_ENTRIES, BRIDGES, bridgeBuildOptions } from './bridge-build-options.mjs';
import { buildWorkerScript, workerBuildOptions } from './worker-build-options.mjs';
import ts from 'typescript';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outdir = resolve(args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : join(root, 'dist'));
const virtualOut = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ESM_ENTRIES = ['index', 'wire', 'goals', 'map', 'react', 'vue', 'proxy', 'proxy-node'].filter((name) => {
  try {
    readFileSync(join(root, 'src', `${name}.ts`));
    return true;
  } catch {
    return false;
  }
});

const files = new Map();
/** The tracker's `import()` of its part, in the ESM build: the package's own `visit-tag/part`, built apart. */
const PART_AS_PACKAGE = {
  name: 'part-as-package',
  setup(build) {
    build.onResolve({ filter: /\/definitions\/part\/start-part\.js$/ }, () => ({ path: 'visit-tag/part', external: true }));
  },
};
/** The files pages load with a script tag (top level of dist/, not the ESM entries). */
const SCRIPT_TAGS = new RegExp(`^(visit-tag|visit-tag\\.(engine|definitions)-[0-9a-f]{8}|${BRIDGES.join('|')})(\\.debug)?\\.js$`);
const keep = (path, contents) => files.set(relative(virtualOut, path), contents);
/**
 * An ESM file without esbuild's module path lines (`// src/lib/has-own.ts` above each module's
 * code): bundlers read the code, not them, and they cost bytes in every file an app installs.
 * No ESM file has a source map, so no mapping moves.
 */
const withoutPathComments = (text) => Buffer.from(text.replace(/^\/\/ src\/[\w./-]+\.ts\n/gm, ''));

const common = {
  absWorkingDir: root,
  bundle: true,
  write: false,
  outdir: virtualOut,
  logLevel: 'warning',
  legalComments: 'none',
  charset: 'utf8',
};
const define = { __VERSION__: JSON.stringify(pkg.version), __ENGINE_FILE__: 'null', __DEFINITIONS_FILE__: 'null' };

// The script tag: the loader, its engine file and its definitions part (esbuild, then terser), and
// the debug build, one file as esbuild makes it (scripts/tag-build-options.mjs).
for (const dev of [false, true]) {
  for (const file of await buildScriptTag({ dev, version: pkg.version, root })) keep(join(virtualOut, file.name), file.contents);
}

const esm = await build({
  ...common,
  // The package's command (package.json's bin, dist/cli.js) is built with them, so it shares their
  // chunks (the goals client, the definitions reader) instead of carrying copies; it has no declarations.
  entryPoints: [...ESM_ENTRIES, 'cli'].map((name) => `src/${name}.ts`),
  format: 'esm',
  platform: 'neutral',
  target: ['es2020'],
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // The framework entries' frameworks are the app's own (optional peer dependencies), never bundled;
  // Node's modules are the platform's (only visit-tag/proxy-node imports one).
  external: ['idb-keyval', 'react', 'vue', 'node:*'],
  define: { ...define, __DEV__: 'true' },
  plugins: [PART_AS_PACKAGE],
});
// The part file (src/part.ts, `visit-tag/part`), which the tracker imports only when a page needs
// it: built on its own, so that the modules it shares with the goals client (the definitions
// reader) do not split that client's chunks.
const part = await build({
  ...common,
  entryPoints: ['src/part.ts'],
  format: 'esm',
  platform: 'neutral',
  target: ['es2020'],
  external: ['idb-keyval'],
  define: { ...define, __DEV__: 'true' },
});
for (const file of part.outputFiles) keep(file.path, withoutPathComments(file.text));
// The background drain's worker (scripts/worker-build-options.mjs): dist/visit-tag-sw.js, minified
// like the script tags, and visit-tag/sw (dist/sw.js) for a site's own worker.
const workerScript = await buildWorkerScript({ version: pkg.version, root });
keep(join(virtualOut, workerScript.name), workerScript.contents);
const workerModule = await build({ ...common, ...workerBuildOptions({ version: pkg.version })[1] });
for (const file of workerModule.outputFiles) keep(file.path, withoutPathComments(file.text));
for (const file of esm.outputFiles) {
  // `npx visit-tag …` runs dist/cli.js itself: it alone starts with the line that names Node.
  const isCli = file.path === join(virtualOut, 'cli.js');
  keep(file.path, isCli ? withoutPathComments(`#!/usr/bin/env node\n${file.text}`) : withoutPathComments(file.text));
}

// Consent bridges (scripts/bridge-build-options.mjs): their own script tags and ESM entries.
// Their production script tags get terser's pass too, as the tag does (no source map: none is made for them).
const isProductionScriptTag = (path) => SCRIPT_TAGS.test(basename(path)) && !path.endsWith('.debug.js');
for (const options of bridgeBuildOptions({ version: pkg.version })) {
  const result = await build({ ...common, ...options });
  for (const file of result.outputFiles) {
    if (isProductionScriptTag(file.path)) keep(file.path, Buffer.from((await minifyTag({ code: file.text })).code));
    else keep(file.path, SCRIPT_TAGS.test(basename(file.path)) ? file.contents : withoutPathComments(file.text));
  }
}

// Declarations for the ESM entries, through the compiler API so they land in memory too.
// global.ts is types only (the script tag's two globals): declarations, no module.
// The entries that import Node's modules (NODE_ENTRIES) get their own program with Node's types,
// so that no other entry's declarations can see them.
const NODE_ENTRIES = ['proxy-node'];
const DECLARED = [...ESM_ENTRIES, 'part', 'sw'];
const declarationOptions = {
  declaration: true,
  emitDeclarationOnly: true,
  strict: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
  rootDir: join(root, 'src'),
  outDir: join(virtualOut, 'types'),
  newLine: ts.NewLineKind.LineFeed,
};
const programs = [
  ts.createProgram(
    [
      ...DECLARED.filter((name) => !NODE_ENTRIES.includes(name)).map((name) => `${name}.ts`),
      ...BRIDGE_DECLARATION_ENTRIES,
      'global.ts',
      'build-flags.d.ts',
    ].map((name) => join(root, 'src', name)),
    declarationOptions,
  ),
  ts.createProgram(
    [...NODE_ENTRIES.filter((name) => ESM_ENTRIES.includes(name)).map((name) => `${name}.ts`), 'build-flags.d.ts'].map((name) =>
      join(root, 'src', name),
    ),
    { ...declarationOptions, types: ['node'] },
  ),
];
const diagnostics = programs.flatMap((program) => {
  const emitted = program.emit(undefined, (path, text) => keep(path, Buffer.from(text)));
  return ts.getPreEmitDiagnostics(program).concat(emitted.diagnostics);
});
if (diagnostics.length) {
  console.error(
    ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }),
  );
  process.exit(1);
}

// Subresource Integrity of every script a page loads with a script tag: the value of its
// `integrity` attribute (with crossorigin="anonymous"), so a page can pin the exact bytes it trusts.
const integrity = Object.fromEntries(
  [...files.keys()]
    .filter((name) => SCRIPT_TAGS.test(name))
    .sort()
    .map((name) => [name, integrityOf(files.get(name))]),
);
keep(join(virtualOut, 'integrity.json'), Buffer.from(JSON.stringify(integrity, null, 2) + '\n'));

rmSync(outdir, { recursive: true, force: true });
for (const [name, contents] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const target = join(outdir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents);
}
// The docs' script-tag snippets pin dist/visit-tag.js: a build into dist/ rewrites their value, so
// they cannot fall behind (test/node/integrity.test.ts checks the README's).
if (outdir === virtualOut) {
  for (const doc of ['README.md', 'docs/install.md']) {
    const path = join(root, doc);
    const text = readFileSync(path, 'utf8');
    const pinned = text.replace(
      /(<script\s+async\s+src="[^"]*\/visit-tag\.js"\s+integrity=")sha384-[^"]+"/g,
      `$1${integrity['visit-tag.js']}"`,
    );
    if (pinned !== text) writeFileSync(path, pinned);
  }
}
if (!args.includes('--quiet')) {
  console.log(`built ${files.size} files into ${relative(process.cwd(), outdir) || '.'}`);
  for (const [name, value] of Object.entries(integrity)) console.log(`  ${name} integrity="${value}"`);
}
