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
export function mapTcData(data: TcData, requirement: TcfRequirement): ConsentState | undefined {
  if (data.gdprApplies === false) return 'granted';
  if (data.eventStatus === 'cmpuishown') return 'pending';
  if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return undefined;
  const purposes = data.purpose?.consents ?? {};
  const vendors = data.vendor?.consents ?? {};
  const hasPurposes = requirement.purposes.every((id) => purposes[id] === true);
  const hasVendor = requirement.vendorId === undefined || vendors[requirement.vendorId] === true;
  return hasPurposes && hasVendor ? 'granted' : 'denied';
}
