/** A leading inline flag group of Java or PCRE that JavaScript has as flags: `(?i)`, `(?m)`, `(?s)` or several. */
const LEADING_FLAGS = /^\(\?([ims]+)\)/;
/** Java's and PCRE's anchors `\A`, `\Z`, `\z`, which JavaScript reads as a plain letter (an even run of backslashes before them is literal). */
const FOREIGN_ANCHOR = /(?:^|[^\\])(?:\\\\)*\\[AZz]/;

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
export function compileMatchPattern(matchString: string): { regExp: RegExp } | { error: string } {
  const flags = LEADING_FLAGS.exec(matchString);
  const source = flags ? matchString.slice(flags[0].length) : matchString;
  if (FOREIGN_ANCHOR.test(source)) return { error: 'uses \\A, \\Z or \\z, which JavaScript has not: write ^ or $' };
  try {
    return { regExp: new RegExp(source, flags ? [...new Set(flags[1])].join('') : '') };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
