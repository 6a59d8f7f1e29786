// TC strings for tests, made by the IAB's own encoder (@iabtcf/core) from the vendor list fixture.
import { GVL, TCModel, TCString } from '@iabtcf/core';
import vendorList from '../../fixtures/consent/vendor-list.json';

const gvl = new GVL(vendorList as unknown as ConstructorParameters<typeof GVL>[0]);

/**
 * A TC string of CMP 10 with consent for exactly these purposes and vendors.
 * @example encodeTcString([1, 8], [755]) // accepts purposes 1 and 8 for vendor 755
 */
export function encodeTcString(purposes: number[], vendors: number[]): string {
  const model = new TCModel(gvl);
  model.cmpId = 10;
  model.purposeConsents.set(purposes);
  model.vendorConsents.set(vendors);
  return TCString.encode(model);
}
