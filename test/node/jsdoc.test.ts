// "JSDoc on every export": every name the package's entries export (visit-tag, visit-tag/goals,
// visit-tag/map, visit-tag/global, visit-tag/consent-tcf, visit-tag/consent-gcm, visit-tag/react, visit-tag/vue, visit-tag/proxy, visit-tag/proxy-node) carries a documentation comment, read with the compiler API
// the way an editor shows it on hover.
import ts from 'typescript';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ENTRIES = ['index', 'goals', 'map', 'global', 'consent-tcf', 'consent-gcm', 'react', 'vue', 'proxy', 'proxy-node'];

describe('public API documentation', () => {
  it('every export of every entry has a JSDoc comment', () => {
    const files = ENTRIES.map((name) => join(root, 'src', `${name}.ts`));
    const program = ts.createProgram(files, {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const undocumented: string[] = [];
    let count = 0;
    for (const file of files) {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        count++;
        if (!ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()) {
          undocumented.push(`${file.slice(root.length + 1)}: ${exported.name}`);
        }
      }
    }
    expect(count).toBeGreaterThan(60);
    expect(undocumented).toEqual([]);
  });
});
