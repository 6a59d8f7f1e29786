// Lint: @eslint/js recommended plus typescript-eslint's type-checked recommended rules.
// Formatting is prettier's alone (`prettier --check .` in `npm run lint`); none of these rules
// conflict with it, so no eslint-config-prettier.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.cache/',
      'bench-results/',
      'chaos-results/',
      'demo/fixtures/',
      'test/fixtures/**/*.js',
      // The Next.js example has its own install, its own tsconfig and `next build` type-checks it.
      // examples/proxy/ is linted: its recipes run from this repository (test/node/proxy/runtimes.test.ts).
      'examples/*',
      '!examples/proxy/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // CONTRIBUTING.md, "Conventions". Unions of string literals or `as const` objects, never a TypeScript enum.
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'No enum: use a union of string literals.' }],
      // A leading underscore marks a name unused on purpose (a loop's `_`, fields left out of a rest
      // copy), as tsc's noUnusedLocals allows; tsc still reports a plain unused `const _x`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // One equality: `===` and `!==`, and `== null` / `!= null` for "null or undefined". 'smart'
      // also lets `==` compare two literals or a `typeof`, where both sides are known to be strings.
      // Terser keeps `===` wherever it cannot prove both sides' types: +9 B gzip on dist/visit-tag.js.
      eqeqeq: ['error', 'smart'],
      // One concept per file: at most 200 lines per module, every line counted (what `wc -l` says).
      'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Where the browser's globals may be read (CONTRIBUTING.md): the contract, the helpers, the proxy,
    // the framework glue, the user-agent parser and the delivery engine never do, except the engine's environment
    // (resolve-delivery-env.ts) and its IndexedDB store (create-event-store.ts).
    files: ['src/wire/**', 'src/lib/**', 'src/proxy/**', 'src/frameworks/**', 'src/user-agent/**', 'src/delivery/**'],
    ignores: ['src/delivery/resolve-delivery-env.ts', 'src/delivery/store/create-event-store.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'history', 'screen', 'self', 'localStorage', 'sessionStorage', 'indexedDB'].map(
          (name) => ({
            name,
            message: 'Browser globals are read only where CONTRIBUTING.md lists: take it as a parameter or through DeliveryEnv.',
          }),
        ),
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // A test file holds the cases of one concept and may be longer: split it past 300 lines.
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      // vitest types its asymmetric matchers (expect.stringMatching, expect.any, …) as `any` so they
      // fit any expected shape; assigning them into an expected object is what they are for. JSON
      // bodies are read through typed helpers instead (readJson in test/node/server/server-helpers.ts).
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Fakes of async interfaces (fetch, an event store, the engine) are written as async
      // functions, as the real ones are, even where the fake has nothing to wait for.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].map((object) => ({ object, property: 'only', message: 'No .only in committed tests.' })),
      ],
    },
  },
  {
    // Plain JS and hand-written declarations for it (scripts/*.mjs, *.d.mts): not in tsconfig, no type info.
    // The proxy recipes too: each is a site's file for its runtime (Deno, Bun, a worker), not in tsconfig;
    // docs.test.ts type-checks them as the guide quotes them, against the built package.
    files: ['**/*.mjs', '**/*.mts', 'eslint.config.js', 'examples/proxy/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
);
