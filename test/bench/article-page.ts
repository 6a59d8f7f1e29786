// The page the boot section loads each tag into: a news article of about 30 KB of HTML (header,
// navigation, a long text, a sidebar, a footer) with its own styles, as a site would serve it.
// The tag is installed the way its site owners do it: `<script async src>` in the head, from the
// tag's own origin. An optional inline script before it (the bench's hook) goes first.

/** What one article page carries. */
export interface ArticlePageOptions {
  /** The tag's install: its script URL and `data-*` attributes (without the `data-` prefix). */
  script: { src: string; data?: Record<string, string> };
  /** An inline script run before anything else in the head (the bench's measuring hook), or none. */
  hook?: string;
}

const WORDS = (
  'the city council met on tuesday evening to discuss the new budget for public transport and the ' +
  'renovation of the old railway station which has been closed for almost three years while engineers ' +
  'studied the state of its roof and the residents of the northern districts asked for more frequent buses'
).split(' ');

/** A paragraph of `count` words, the same on every call (the page must not change between samples). */
function paragraph(seed: number, count: number): string {
  const words = Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]);
  return `<p>${words.join(' ')}.</p>`;
}

const STYLE = `
body { margin: 0; font: 18px/1.6 Georgia, serif; color: #222; }
header, footer { background: #123; color: #fff; padding: 12px 24px; }
nav a { color: #fff; margin-right: 16px; text-decoration: none; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 280px; gap: 32px; max-width: 1080px; margin: 24px auto; padding: 0 16px; }
article h1 { font-size: 2.2em; line-height: 1.2; }
article figure { margin: 24px 0; background: #eee; height: 240px; }
aside section { border-top: 3px solid #123; margin-bottom: 24px; }
aside li { margin: 8px 0; }
@media (max-width: 720px) { main { grid-template-columns: 1fr; } }
`;

/**
 * The article's HTML with the tag installed by `<script async src>` (and the hook, if any, first).
 *
 * @example
 * const html = articlePage({ script: { src: 'http://127.0.0.1:4001/dist/visit-tag.js', data: { 'site-code': 'x' } } });
 */
export function articlePage(options: ArticlePageOptions): string {
  const data = Object.entries(options.script.data ?? {})
    .map(([name, value]) => ` data-${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  const nav = ['World', 'Politics', 'Business', 'Science', 'Culture', 'Sport', 'Opinion'].map(
    (name) => `<a href="/${name.toLowerCase()}">${name}</a>`,
  );
  const body = Array.from(
    { length: 60 },
    (_, i) => (i % 12 === 11 ? `<h2>Part ${(i + 1) / 12}</h2>` : '') + paragraph(i, 60 + (i % 5) * 10),
  );
  const related = Array.from({ length: 12 }, (_, i) => `<li><a href="/story/${i}">${paragraph(i + 100, 8).slice(3, -5)}</a></li>`);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Council approves the station renovation | The Daily Bench</title>',
    options.hook ? `<script>${options.hook}</script>` : '',
    `<script async src="${options.script.src}"${data}></script>`,
    `<style>${STYLE}</style></head><body>`,
    `<header><strong>The Daily Bench</strong><nav>${nav.join('')}</nav></header>`,
    '<main><article><h1>Council approves the renovation of the old railway station</h1>',
    '<p><em>By a staff reporter · 25 November</em></p><figure></figure>',
    body.join('\n'),
    `</article><aside><section><h3>Most read</h3><ul>${related.join('')}</ul></section></aside></main>`,
    '<footer>© The Daily Bench · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer>',
    '</body></html>',
  ].join('\n');
}
