import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The Markdown files whose code blocks and links are tested: README.md and every docs/*.md.
 *
 * @example
 * docFiles(root); // ['README.md', 'docs/browser-facts.md', …]
 */
export function docFiles(root: string): string[] {
  const guides = readdirSync(resolve(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort();
  return ['README.md', ...guides.map((name) => `docs/${name}`)];
}
