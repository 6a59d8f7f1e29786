import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { headingSlug } from './heading-slug.js';

/** Markdown without its fenced code blocks and inline code spans, whose text is not Markdown. */
function proseOf(text: string): string {
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors of a Markdown file: one per heading, repeats numbered as GitHub does (`-1`, `-2`). */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of proseOf(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Every relative link of the given Markdown files (`[text](target)`, `![alt](target)`) whose file
 * does not exist, or whose `#anchor` matches no heading of the Markdown file it names: one
 * `file: target (why)` line each. Links with a scheme (`https:`, `mailto:`) are left alone.
 *
 * @example
 * findBrokenLinks(root, ['README.md']); // [] when every link resolves
 */
export function findBrokenLinks(root: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(resolve(root, file), 'utf8');
    for (const [, target] of proseOf(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#') as [string, string | undefined];
      const targetFile = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
      if (!existsSync(resolve(root, targetFile))) broken.push(`${file}: ${target} (no file ${targetFile})`);
      else if (anchor !== undefined && targetFile.endsWith('.md')) {
        const anchors = anchorsOf(readFileSync(resolve(root, targetFile), 'utf8'));
        if (!anchors.has(anchor)) broken.push(`${file}: ${target} (no heading with the anchor #${anchor} in ${targetFile})`);
      }
    }
  }
  return broken;
}
