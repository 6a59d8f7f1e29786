export { startGcmBridge } from './consent/start-gcm-bridge.js';
export { applyGcmCommand, gcmConsent } from './consent/apply-gcm-command.js';
export type { GcmState } from './consent/apply-gcm-command.js';
export { matchRegion } from './consent/match-region.js';
export { strictestConsent } from './consent/strictest-consent.js';
export { BRIDGE_EVENT } from './consent/join-bridges.js';
export type { BridgeAnnouncement } from './consent/join-bridges.js';
export type { BridgeOptions, ConsentState, ConsentTarget, GcmBridgeOptions, StopBridge } from './consent/bridge-types.js';
