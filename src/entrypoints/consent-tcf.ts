// The script-tag entry of the TCF bridge (dist/consent-tcf.js), the only module of it with
// top-level effects. It adds no global: it talks to the tag through window.visitTagQueue.
import { runScriptBridge } from '../consent/run-script-bridge.js';
import { startTcfBridge } from '../consent/start-tcf-bridge.js';

runScriptBridge('consent-tcf', startTcfBridge);
