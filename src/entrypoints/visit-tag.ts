// dist/visit-tag.js, the script tag: the loader. It answers the whole API at once and stores each
// call; the engine file beside it (its name carries its content hash, its integrity is pinned
// here) comes at an idle moment, or at once for the site's own first track call.
import { loadEngineScript } from '../loader/load-engine-script.js';
import { runScriptTag } from '../loader/run-script-tag.js';

const script = document.currentScript as HTMLScriptElement | null;
const engineUrl = new URL(__ENGINE_FILE__, script?.src || location.href).href;
runScriptTag(script, { load: loadEngineScript(document, engineUrl, __ENGINE_INTEGRITY__, script?.nonce) });
