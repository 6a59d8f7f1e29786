import { existsSync, readdirSync } from 'node:fs';
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

/**
 * The measurements log: every docs/measurements/*.md (run-by-run series the guides link to). Their
 * links and code blocks are tested like the guides'; the README need not link each one.
 *
 * @example
 * measurementFiles(root); // ['docs/measurements/README.md', 'docs/measurements/delivery-copies.md', …]
 */
export function measurementFiles(root: string): string[] {
  const dir = resolve(root, 'docs/measurements');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/measurements/${name}`);
}
