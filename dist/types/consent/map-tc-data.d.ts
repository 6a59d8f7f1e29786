import type { ConsentState } from './bridge-types.js';
import type { TcData } from './tcf-types.js';
/**
 * What the mapping needs from the bridge's options: the purposes and the vendor that need consent.
 * @example const requirement: TcfRequirement = { purposes: [1, 8], vendorId: 755 };
 */
export interface TcfRequirement {
    purposes: number[];
    vendorId?: number;
}
/**
 * The consent state a TCF v2.2 event means: GDPR not applying grants; `tcloaded` or
 * `useractioncomplete` grant with consent for every required purpose (and the vendor) and deny
 * otherwise; `cmpuishown` is pending; anything else changes nothing (undefined).
 * @example mapTcData({ gdprApplies: true, eventStatus: 'tcloaded', purpose: { consents: { 1: true, 8: true } } }, { purposes: [1, 8] }) // 'granted'
 */
export declare function mapTcData(data: TcData, requirement: TcfRequirement): ConsentState | undefined;
