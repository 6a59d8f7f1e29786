import { describe, expect, it } from 'vitest';
import { mapTcData } from '../../../src/consent/map-tc-data.js';
import type { TcData } from '../../../src/consent/tcf-types.js';

const REQUIREMENT = { purposes: [1, 8], vendorId: 755 };
const data = (eventStatus: string, purposes: number[], vendors: number[], gdprApplies = true): TcData => ({
  gdprApplies,
  eventStatus,
  purpose: { consents: Object.fromEntries(purposes.map((id) => [id, true])) },
  vendor: { consents: Object.fromEntries(vendors.map((id) => [id, true])) },
});

describe('mapTcData', () => {
  it.each(['tcloaded', 'useractioncomplete'])('%s with every purpose and the vendor grants', (status) => {
    expect(mapTcData(data(status, [1, 7, 8], [42, 755]), REQUIREMENT)).toBe('granted');
  });

  it.each([
    ['purpose 8 missing', [1], [755]],
    ['the vendor missing', [1, 8], [42]],
    ['nothing', [], []],
  ])('%s denies', (_, purposes, vendors) => {
    expect(mapTcData(data('useractioncomplete', purposes, vendors), REQUIREMENT)).toBe('denied');
    expect(mapTcData(data('tcloaded', purposes, vendors), REQUIREMENT)).toBe('denied');
  });

  it('a false consent bit is no consent', () => {
    const tcData = data('tcloaded', [1], [755]);
    tcData.purpose!.consents![8] = false;
    expect(mapTcData(tcData, REQUIREMENT)).toBe('denied');
  });

  it('cmpuishown is pending, other events change nothing', () => {
    expect(mapTcData(data('cmpuishown', [1, 8], [755]), REQUIREMENT)).toBe('pending');
    expect(mapTcData(data('somethingelse', [1, 8], [755]), REQUIREMENT)).toBeUndefined();
    expect(mapTcData({ gdprApplies: true }, REQUIREMENT)).toBeUndefined();
  });

  it('GDPR not applying grants, whatever the event', () => {
    expect(mapTcData(data('tcloaded', [], [], false), REQUIREMENT)).toBe('granted');
    expect(mapTcData({ gdprApplies: false, eventStatus: 'cmpuishown' }, REQUIREMENT)).toBe('granted');
  });

  it('configured purposes, and no vendor check without a vendor id', () => {
    expect(mapTcData(data('tcloaded', [1, 9], []), { purposes: [1, 9] })).toBe('granted');
    expect(mapTcData(data('tcloaded', [1, 8], []), { purposes: [1, 9] })).toBe('denied');
  });
});
