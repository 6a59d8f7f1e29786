/** What the tag keeps on the device beside its cookie: order ids, goals converted in a visit, local-only custom data. */
export interface DeviceMemory {
    /** The value kept under `key` (this page's own before consent, else the device's), or undefined. */
    recall: (key: string) => unknown;
    /** Keeps a JSON value for this page at once, and on the device while consent is granted. */
    remember: (key: string, value: unknown) => void;
    /** Writes what this page kept to the device: consent was just granted. */
    persist: () => void;
    /** Forgets what this page kept (the tracker removes the device's item itself when consent is denied). */
    forget: () => void;
}
/**
 * The tag's memory on the device: one localStorage item (`name`) holding a JSON object, read
 * again at every `recall` so the tabs of one browser share it. Nothing reaches localStorage
 * unless `isGranted()`; what is kept before consent lives in this page only (and wins over the
 * device's copy) until consent is granted and it is written. Blocked, full or broken storage
 * (it throws, or holds something else) leaves the page's own memory working.
 * @example const memory = createDeviceMemory(window, 'visitTag', () => consent === 'granted'); memory.remember('orders', { '12 A-1': ['9f1c…', Date.now()] });
 */
export declare function createDeviceMemory(win: Window, name: string, isGranted: () => boolean): DeviceMemory;
