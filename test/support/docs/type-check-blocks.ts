import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './read-code-blocks.js';

/** Info-string languages that are type-checked, and the extension their file gets. */
export const CHECKED_LANGUAGES: Readonly<Record<string, string>> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  jsx: 'jsx',
};

/** What a reader's project looks like: strict TypeScript, ESM, a bundler, the DOM and Node. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
};

/** Implicit-any codes (parameter, binding element): what an untyped package's callbacks give. */
const IMPLICIT_ANY = new Set([7006, 7031]);

/** Extensions of a resolved module that carry types; a package resolved to plain JavaScript has none. */
const TYPED = /^\.(?:d\.)?[cm]?tsx?$/;

/** Bare specifiers of a block's imports (`import … from 'x'`, `import('x')`), `node:` ones left out. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g)].map((match) => match[1]);
}

/**
 * Type-checks every TypeScript and JavaScript block (see CHECKED_LANGUAGES) in one tsc program, each
 * block its own module, against the built package: the files are written under
 * `<root>/.cache/docs-blocks/`, so `visit-tag`, `visit-tag/goals`, … resolve through package.json's
 * `exports` to `dist/types/` (a package may import itself by name) and other packages from the
 * repository's node_modules. A package the repository does not install, or installs without types
 * (a reader's own framework, `express`), is declared as an untyped module, and its callbacks' implicit `any` parameters are
 * not reported in the blocks that import it (with the package's types installed they would be
 * typed); a `visit-tag` import is never declared, so a wrong entry name fails. Returns one `file:line: message` per error, at the Markdown line it points to.
 *
 * @example
 * typeCheckBlocks(root, readCodeBlocks(root, docFiles(root))); // [] when every block compiles
 */
export function typeCheckBlocks(root: string, blocks: CodeBlock[]): string[] {
  const dir = resolve(root, '.cache/docs-blocks');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const where = new Map<string, CodeBlock>();
  const untyped = new Set<string>();
  const host = ts.createCompilerHost(OPTIONS);
  const missing = new Set<string>();
  for (const block of blocks) {
    const name = join(dir, `${block.file.replace(/[/.]/g, '_')}-L${block.line}.${CHECKED_LANGUAGES[block.lang]}`);
    writeFileSync(name, `${block.code}export {};\n`);
    where.set(name, block);
    // JSX compiles to imports of react/jsx-runtime (the `jsx: react-jsx` setting), which the block does not write.
    const jsxRuntime = block.lang.endsWith('x') ? ['react/jsx-runtime'] : [];
    for (const specifier of [...importsOf(block.code), ...jsxRuntime]) {
      if (specifier.startsWith('node:') || specifier === 'visit-tag' || specifier.startsWith('visit-tag/')) continue;
      const resolved = ts.resolveModuleName(specifier, name, OPTIONS, host).resolvedModule;
      if (resolved && TYPED.test(resolved.extension)) continue;
      missing.add(specifier);
      untyped.add(name);
    }
  }
  const shims = join(dir, 'uninstalled-packages.d.ts');
  const declarations = [...missing].map((specifier) => `declare module '${specifier}';\n`);
  // Without React's types, JSX elements are untyped too (React's types would declare them).
  if (missing.has('react/jsx-runtime'))
    declarations.push('declare namespace JSX { interface IntrinsicElements { [name: string]: any } }\n');
  writeFileSync(shims, declarations.join(''));
  const program = ts.createProgram([...where.keys(), shims], OPTIONS, host);
  const reported = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !(IMPLICIT_ANY.has(diagnostic.code) && untyped.has(resolve(diagnostic.file?.fileName ?? ''))));
  return reported.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const block = diagnostic.file && where.get(resolve(diagnostic.file.fileName));
    if (!block || diagnostic.start === undefined) return `${diagnostic.file?.fileName ?? 'tsc'}: ${message}`;
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    return `${block.file}:${block.line + 1 + line}: ${message}`;
  });
}
