import { CmpApi } from '@iabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtcf/core';
import vendorList from '../../test/fixtures/consent/vendor-list.json';

/** The CMP id in the TC strings this CMP makes (any id from 2 up is valid for the library). */
const CMP_ID = 10;

/**
 * What a user chose in the banner: the purposes and the vendors they consented to.
 * @example const all: TcfChoice = { purposes: [1, 7, 8, 9], vendors: [42, 755] };
 */
export interface TcfChoice {
  purposes: number[];
  vendors: number[];
}

/**
 * A consent management platform made of the IAB's own libraries, for the tests and the demo.
 * @example const cmp = createTcfCmp(); cmp.showBanner(); cmp.choose({ purposes: [1, 8], vendors: [755] });
 */
export interface TcfCmp {
  /** The banner is up: listeners hear `cmpuishown`. */
  showBanner(): void;
  /** The user chose (or a stored choice was read): a real TC string; `tcloaded` the first time, then `useractioncomplete`. */
  choose(choice: TcfChoice): string;
  /** GDPR does not apply to this visitor: `gdprApplies` false. */
  gdprDoesNotApply(): void;
}

/**
 * Starts a TCF v2.2 CMP on this page: `@iabtcf/cmpapi` answers `__tcfapi` (taking over the IAB
 * stub's queue if the stub is there) and `@iabtcf/core` encodes real TC strings from the small
 * vendor list in test/fixtures/consent/vendor-list.json. One per page (cmpapi keeps its state globally).
 * @example const cmp = createTcfCmp(); cmp.choose({ purposes: [1, 8], vendors: [755] });
 */
export function createTcfCmp(): TcfCmp {
  const gvl = new GVL(vendorList as unknown as ConstructorParameters<typeof GVL>[0]);
  const api = new CmpApi(CMP_ID, 1);
  let tcString = '';
  return {
    showBanner: () => api.update(tcString, true),
    choose(choice) {
      const model = new TCModel(gvl);
      model.cmpId = CMP_ID;
      model.cmpVersion = 1;
      model.purposeConsents.set(choice.purposes);
      model.vendorConsents.set(choice.vendors);
      tcString = TCString.encode(model);
      api.update(tcString, false);
      return tcString;
    },
    gdprDoesNotApply: () => api.update(null),
  };
}
