/**
 * Compiles a goal's `params.matchString` of matchType REGULAR_EXPRESSION, as it is matched against
 * a page view's full URL: a JavaScript regular expression. The service's matcher is not JavaScript,
 * so a leading `(?i)`, `(?m)` or `(?s)` becomes that flag; `\A`, `\Z` and `\z`, which would
 * silently match a letter here, are refused. Never throws: a pattern that does not compile comes
 * back as the reason.
 * @example compileMatchPattern('^https?://[^/]+/order/\\d+/done$') // { regExp: /^https?:\/\/[^/]+\/order\/\d+\/done$/ }
 * @example compileMatchPattern('(?i)/CHECKOUT') // { regExp: /\/CHECKOUT/i }
 * @example compileMatchPattern('(') // { error: 'Invalid regular expression: /(/: Unterminated group' }
 */
export declare function compileMatchPattern(matchString: string): {
    regExp: RegExp;
} | {
    error: string;
};
