/** Device classes of the STATICDATA `deviceType` field. */
export type DeviceType = 'DESKTOP' | 'TABLET' | 'PHONE';
/** What a user agent string says about the browser, its system and the device class. */
export interface ParsedUserAgent {
    /** ua-parser-js v1's browser name (`Chrome`, `Mobile Safari`, `Samsung Internet`, …); '' when unknown. */
    browser: string;
    /** Major.minor as one number: `156.0.0.0` → 156, `17.4` → 17.4, `26.6.1` → 26.6. */
    browserVersion?: number;
    /** ua-parser-js v1's OS name (`iOS`, `Mac OS`, `Windows`, `Android`, …); '' when unknown. */
    os: string;
    deviceType: DeviceType;
}
/**
 * Reads browser, browser version, OS and device class from a user agent string, with
 * ua-parser-js v1's names. STATICDATA takes everything from it where the browser has no
 * User-Agent Client Hints; with them, only the device class (an Android tablet says so only in its
 * user agent) and the OS when the hints have no platform. An iPad in desktop mode (iPadOS 13+
 * default) sends a Mac user agent and so reads as DESKTOP.
 *
 * @example
 * parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
 * // → { browser: 'Mobile Safari', browserVersion: 17.4, os: 'iOS', deviceType: 'PHONE' }
 */
export declare function parseUserAgent(ua: string): ParsedUserAgent;
