/**
 * How specifically a Consent Mode `region` list matches the visitor's region (ISO 3166-2): 2 for
 * the subdivision (`US-CA`), 1 for the country (`US`), 0 for a command without regions, -1 for no
 * match (a regional command when the visitor's region is unknown never matches).
 * @example matchRegion(['US'], 'US-CA') // 1
 */
export declare function matchRegion(regions: unknown, visitorRegion: string | undefined): number;
