import type { GcmBridgeOptions, TcfBridgeOptions } from './bridge-types.js';
import { isConsentState } from './is-consent-state.js';

/**
 * A bridge's options from its script tag's `data-*` attributes: `data-purposes="1,8"`,
 * `data-vendor-id="755"`, `data-respect-gpc="false"`, `data-region="US-CA"`, `data-unset="denied"`.
 * Unreadable values are left out (the defaults apply).
 * @example readBridgeDataset({ purposes: '1,8,10', vendorId: '755' }) // { purposes: [1, 8, 10], vendorId: 755 }
 */
export function readBridgeDataset(dataset: DOMStringMap): TcfBridgeOptions & GcmBridgeOptions {
  const options: TcfBridgeOptions & GcmBridgeOptions = {};
  const purposes = dataset.purposes?.split(',').map(Number);
  if (purposes?.length && purposes.every((id) => Number.isInteger(id) && id > 0)) options.purposes = purposes;
  const vendorId = Number(dataset.vendorId);
  if (Number.isInteger(vendorId) && vendorId > 0) options.vendorId = vendorId;
  if (dataset.respectGpc === 'false') options.respectGpc = false;
  if (dataset.region) options.region = dataset.region;
  if (isConsentState(dataset.unset)) options.unset = dataset.unset;
  return options;
}
