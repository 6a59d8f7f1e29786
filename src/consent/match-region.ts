/**
 * How specifically a Consent Mode `region` list matches the visitor's region (ISO 3166-2): 2 for
 * the subdivision (`US-CA`), 1 for the country (`US`), 0 for a command without regions, -1 for no
 * match (a regional command when the visitor's region is unknown never matches).
 * @example matchRegion(['US'], 'US-CA') // 1
 */
export function matchRegion(regions: unknown, visitorRegion: string | undefined): number {
  if (!Array.isArray(regions) || regions.length === 0) return 0;
  if (!visitorRegion) return -1;
  const visitor = visitorRegion.trim().toUpperCase();
  const country = visitor.split('-')[0];
  const listed = regions.map((region) => String(region).trim().toUpperCase());
  if (visitor.includes('-') && listed.includes(visitor)) return 2;
  return listed.includes(country) ? 1 : -1;
}
