// The three origins of a boot measured as sites install the tag: the site's article page, the
// tag's own origin (a CDN: immutable caching), and the collector (the stand-in server).
import { startEngineServer } from '../support/engines/start-engine-server.js';
import { articlePage } from './article-page.js';
import { bootHookScript } from './boot-hook.js';
import { besideTag, INSTALL_TAGS, installMounts, preparePeerScripts, type InstallTag } from './install-tags.js';
import { startIsolatedPageServer } from './start-isolated-page-server.js';
import { startTagOrigin } from './start-tag-origin.js';

/** What the article page runs before the tag: nothing (Lighthouse), the first-page-view mark (traced), or the mark and the busy probe. */
export type HookMode = 'none' | 'mark' | 'probe';

/** The running origins and the pages they serve. */
export interface InstallStage {
  tags: InstallTag[];
  /** The article with `tag` installed; `visit` only makes each URL of a sample distinct. */
  pageUrl(tag: InstallTag, mode: HookMode, visit?: number): string;
  /** URL prefix of every file of the tag. */
  tagPrefix(tag: InstallTag): string;
  close(): Promise<void>;
}

/**
 * Starts the page server, the tag origin (this checkout's dist/, the peers, and BOOT_DIST_BESIDE's
 * dist/ if set) and the collector; `windowMs` is how long the probe runs after the tag's first script.
 *
 * @example
 * const stage = await startInstallStage(5000); await page.goto(stage.pageUrl(stage.tags[0], 'mark', 1));
 */
export async function startInstallStage(windowMs: number): Promise<InstallStage> {
  await preparePeerScripts();
  const beside = besideTag(process.env.BOOT_DIST_BESIDE, process.env.BOOT_DIST_BESIDE_LABEL);
  const tags = [INSTALL_TAGS[0], ...beside.map((item) => item.tag), ...INSTALL_TAGS.slice(1)];
  const mounts = installMounts();
  for (const item of beside) Object.assign(mounts, item.mount);
  const origin = await startTagOrigin(mounts);
  const collector = await startEngineServer();
  const tagPrefix = (tag: InstallTag) => `${origin.url}${tag.folder}`;
  const pages = await startIsolatedPageServer((url) => {
    const [, kind, index, mode] = url.pathname.split('/');
    const tag = tags[Number(index)];
    if (kind !== 'article' || !tag) return undefined;
    const hook =
      mode === 'none'
        ? undefined
        : bootHookScript({
            signal: tag.signal(collector.url),
            tagPrefix: tagPrefix(tag),
            globals: tag.globals ?? {},
            probeWindowMs: mode === 'probe' ? windowMs : 0,
          });
    return articlePage({ script: { src: `${tagPrefix(tag)}${tag.file}`, data: tag.data(collector.url) }, hook });
  });
  return {
    tags,
    pageUrl: (tag, mode, visit = 1) => `${pages.url}/article/${tags.indexOf(tag)}/${mode}?visit=${visit}`,
    tagPrefix,
    async close() {
      await Promise.all([pages.close(), origin.close(), collector.close()]);
    },
  };
}
