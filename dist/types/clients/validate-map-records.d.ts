/**
 * Checks a map store before it is sent: a site code of letters and digits (the spec's rule), and
 * an object of key → plain JSON object whose values JSON can carry without loss. Returns one
 * sentence per problem; empty when the request is fine.
 * @example validateMapRecords({ 'user-1': [1] }, 'demo') // ['records["user-1"] must be a JSON object, not an array']
 */
export declare function validateMapRecords(records: unknown, siteCode: unknown): string[];
