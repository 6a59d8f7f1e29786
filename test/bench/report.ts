// What every `npm run bench` section returns, and how the results are printed and kept:
// aligned plain-text tables on stdout, bench-results/latest.json and latest.md (git-ignored).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One table of results: a section returns one or more. */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  notes?: string[];
  /** The measurements the table was made from, kept in latest.json only. */
  raw?: unknown;
}

/** The results of one bench section, as written to latest.json. */
export interface SectionResult {
  name: string;
  tables: BenchTable[];
  /** Set when the section threw; its tables are then empty. */
  error?: string;
  durationMs: number;
}

/**
 * A number as a table shows it: integers with thousands separators, others with 3 significant digits.
 * @example formatCell(1234567.8) // '1,234,568'
 */
export function formatCell(value: string | number): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  return value.toPrecision(3);
}

const isNumeric = (cell: string | number) => typeof cell === 'number';

/**
 * An aligned plain-text table: numbers right-aligned, text left-aligned, notes below.
 * @example formatTable({ title: 'codec', columns: ['format', 'events/s'], rows: [['lines', 1e6]] })
 */
export function formatTable(table: BenchTable): string {
  const cells = table.rows.map((row) => row.map(formatCell));
  const widths = table.columns.map((column, i) => Math.max(column.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[], raw?: (string | number)[]) =>
    row
      .map((cell, i) => (raw && isNumeric(raw[i]) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [table.title, line(table.columns), widths.map((w) => '-'.repeat(w)).join('  ')];
  cells.forEach((row, r) => out.push(line(row, table.rows[r])));
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

/**
 * A table in Markdown (for bench-results/latest.md).
 * @example formatMarkdown(table) // '### codec\n\n| format | events/s |\n|---|---:|\n...'
 */
export function formatMarkdown(table: BenchTable): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const align = table.columns.map((_, i) => (table.rows.some((row) => isNumeric(row[i])) ? '---:' : '---'));
  const out = [`### ${table.title}`, '', `| ${table.columns.map(escape).join(' | ')} |`, `|${align.join('|')}|`];
  for (const row of table.rows) out.push(`| ${row.map((cell) => escape(formatCell(cell))).join(' | ')} |`);
  if (table.notes?.length) out.push('', ...table.notes.map((note) => `- ${note}`));
  return out.join('\n');
}

/** Where and when the bench ran, so numbers from different machines are not compared blindly. */
export function describeMachine(): Record<string, string | number> {
  return { node: process.version, platform: `${process.platform} ${process.arch}`, at: new Date().toISOString() };
}

/**
 * Writes bench-results/latest.json (every section's tables, raw numbers) and latest.md.
 * @example writeResults('/work/main/bench-results', sections)
 */
export function writeResults(dir: string, sections: SectionResult[]): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const machine = describeMachine();
  const json = join(dir, 'latest.json');
  const markdown = join(dir, 'latest.md');
  writeFileSync(json, JSON.stringify({ machine, sections }, null, 2) + '\n');
  const parts = [
    `# visit-tag bench`,
    '',
    Object.entries(machine)
      .map(([k, v]) => `${k}: ${v}`)
      .join(' · '),
  ];
  for (const section of sections) {
    parts.push('', `## ${section.name}`, '');
    if (section.error) parts.push(`Failed: ${section.error}`);
    for (const table of section.tables) parts.push(formatMarkdown(table), '');
  }
  writeFileSync(markdown, parts.join('\n').trimEnd() + '\n');
  return { json, markdown };
}
