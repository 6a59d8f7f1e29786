/**
 * Compiles a goal's `params.matchString` of matchType REGULAR_EXPRESSION, as it is matched against
 * a page view's full URL: a JavaScript regular expression without flags. Never throws: a pattern
 * that does not compile comes back as the engine's error sentence.
 * @example compileMatchPattern('^https?://[^/]+/order/\\d+/done$') // { regExp: /^https?:\/\/[^/]+\/order\/\d+\/done$/ }
 * @example compileMatchPattern('(') // { error: 'Invalid regular expression: /(/: Unterminated group' }
 */
export declare function compileMatchPattern(matchString: string): {
    regExp: RegExp;
} | {
    error: string;
};
