/**
 * The address of one of the data interface's endpoints for a site: `{url}/{path}?siteCode=…`. A
 * trailing slash on `url` (as in `data-url="https://data.example.com/"`) is not doubled.
 * @example siteUrl('https://data.example.com/', 'visit/events', 'a b') // 'https://data.example.com/visit/events?siteCode=a%20b'
 */
export declare const siteUrl: (url: string, path: string, siteCode: string) => string;
