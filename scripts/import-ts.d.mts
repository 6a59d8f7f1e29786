/** The repository root. */
export declare const root: string;
/**
 * Bundles `entry` (relative to the root, or absolute) for Node into
 * `node_modules/.cache/visit-tag/{name}.mjs` and imports a fresh copy.
 */
export declare function importTs(
  entry: string,
  options: { name: string; define?: Record<string, string>; quiet?: boolean },
): Promise<Record<string, unknown>>;
