export { startTcfBridge } from './consent/start-tcf-bridge.js';
export { mapTcData } from './consent/map-tc-data.js';
export { strictestConsent } from './consent/strictest-consent.js';
export { BRIDGE_EVENT } from './consent/join-bridges.js';
export type { BridgeAnnouncement } from './consent/join-bridges.js';
export type { TcData } from './consent/tcf-types.js';
export type { TcfRequirement } from './consent/map-tc-data.js';
export type { BridgeOptions, ConsentState, ConsentTarget, StopBridge, TcfBridgeOptions } from './consent/bridge-types.js';
