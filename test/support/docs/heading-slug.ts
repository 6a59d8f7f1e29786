/**
 * The anchor GitHub gives a Markdown heading: lower case, punctuation dropped (letters, digits,
 * `_`, `-` and spaces kept), each space a `-`. Inline code and link syntax are read as their text.
 *
 * @example
 * headingSlug('Consent platforms (TCF v2.2, Google Consent Mode v2)'); // 'consent-platforms-tcf-v22-google-consent-mode-v2'
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}
