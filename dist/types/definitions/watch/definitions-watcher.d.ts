/**
 * One of the pieces that act on the definitions (URL goals, click goals, a custom data source):
 * what it does at each page view, and how it removes what it installed. Either may be absent.
 * @example const watcher: DefinitionsWatcher = { onPageView: (href) => convertMatching(href), stop: () => unlisten() };
 */
export interface DefinitionsWatcher {
    onPageView?: (href: string) => void;
    stop?: () => void;
}
