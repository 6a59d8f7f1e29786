// dist/visit-tag.js, the script tag: the loader. It answers the whole API at once and stores each
// call; the engine file beside it (its name carries its content hash, its integrity is pinned
// here) comes at an idle moment, or at once for the site's own first track call.
import { createTagFileLoader } from '../loader/load-tag-file.js';
import { runScriptTag } from '../loader/run-script-tag.js';
import type { StartEngine } from '../loader/engine-types.js';

const script = document.currentScript as HTMLScriptElement | null;
const loadFile = createTagFileLoader(document, script);
runScriptTag(script, { load: () => loadFile(__ENGINE_FILE__!) as Promise<StartEngine>, loadFile });
