// The script-tag entry of the Consent Mode bridge (dist/consent-gcm.js), the only module of it with
// top-level effects. It adds no global: it talks to the tag through window.visitTagQueue.
import { runScriptBridge } from '../consent/run-script-bridge.js';
import { startGcmBridge } from '../consent/start-gcm-bridge.js';

runScriptBridge('consent-gcm', startGcmBridge);
