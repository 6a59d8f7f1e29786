const SITE_CODE = /^[A-Za-z0-9]+$/;

/**
 * Checks the site code the map endpoints take in their query: letters and digits only.
 * @example validateSiteCode('my site') // ['siteCode must be letters and digits, got "my site"']
 */
export function validateSiteCode(siteCode: unknown): string[] {
  return typeof siteCode === 'string' && SITE_CODE.test(siteCode)
    ? []
    : [`siteCode must be letters and digits, got ${JSON.stringify(siteCode)}`];
}
