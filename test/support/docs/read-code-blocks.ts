import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The Markdown file, relative to the repository root (`docs/install.md`). */
  file: string;
  /** The line of the opening fence, counted from 1. */
  line: number;
  /** The info string's first word, lower-cased (`ts`, `html`, `sh`); `''` when there is none. */
  lang: string;
  /** True when the info string carries the word `no-test`: the block only illustrates. */
  noTest: boolean;
  /** The info string's other words (`qa-demo.mjs` in ```js qa-demo.mjs names the file a block is). */
  words: string[];
  /** The block's text, without its fences, ending with a newline. */
  code: string;
}

/**
 * Reads every fenced code block (``` or ~~~, three or more) of the given Markdown files.
 *
 * @example
 * readCodeBlocks(root, ['README.md']); // [{ file: 'README.md', line: 3, lang: 'sh', noTest: false, words: [], code: 'npm …\n' }, …]
 */
export function readCodeBlocks(root: string, files: string[]): CodeBlock[] {
  return files.flatMap((file) => blocksOf(file, readFileSync(resolve(root, file), 'utf8')));
}

function blocksOf(file: string, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split('\n');
  let open: { fence: string; line: number; info: string[]; body: string[] } | undefined;
  lines.forEach((text, index) => {
    if (!open) {
      const start = /^(`{3,}|~{3,})\s*(.*)$/.exec(text);
      if (start) open = { fence: start[1], line: index + 1, info: start[2].trim().split(/\s+/).filter(Boolean), body: [] };
      return;
    }
    if (text.trim().startsWith(open.fence) && text.trim().replace(/[`~]/g, '') === '') {
      const [lang = '', ...words] = open.info;
      blocks.push({
        file,
        line: open.line,
        lang: lang.toLowerCase(),
        noTest: words.includes('no-test'),
        words,
        code: open.body.join('\n') + '\n',
      });
      open = undefined;
      return;
    }
    open.body.push(text);
  });
  if (open) throw new Error(`${file}:${open.line}: a code block is never closed`);
  return blocks;
}
