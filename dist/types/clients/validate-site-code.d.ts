/**
 * Checks the site code the map endpoints take in their query: letters and digits only.
 * @example validateSiteCode('my site') // ['siteCode must be letters and digits, got "my site"']
 */
export declare function validateSiteCode(siteCode: unknown): string[];
