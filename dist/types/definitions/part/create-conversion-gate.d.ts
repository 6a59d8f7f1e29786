import type { DeviceMemory } from './create-device-memory.js';
/** How long the device remembers a goal's order id: a second conversion with it sends nothing. */
export declare const ORDER_MEMORY_MS: number;
/** Why a conversion was held back as a repeat: its order id was converted before, or its goal counts once per visit. */
export type RepeatReason = 'repeated-order' | 'once-per-visit';
/** Goal and order id memory that keeps a conversion from counting twice. */
export interface ConversionGate {
    /** The earlier conversion this one repeats (its nonce, and why), or undefined when it counts. */
    repeatOf(goalId: string, orderId: string | undefined, isOnce: boolean, visit: string): {
        nonce: string;
        reason: RepeatReason;
    } | undefined;
    /** Remembers a conversion that counts: its goal for the visit, its order id for {@link ORDER_MEMORY_MS}. */
    record: (goalId: string, orderId: string | undefined, visit: string, nonce: string) => void;
}
/**
 * Keeps conversions from counting twice, across reloads, tabs and back/forward restores: a goal and
 * order id converted within 30 days, and a goal of `hasMultipleConversions: false` converted in the
 * same visit, are repeats. Reads the device memory at every call, so another tab's conversion counts.
 * @example const gate = createConversionGate(memory, Date.now); gate.repeatOf('12', 'A-1', false, 'v1.3') // { nonce: '9f1c…', reason: 'repeated-order' } after a first record
 */
export declare function createConversionGate(memory: DeviceMemory, now: () => number): ConversionGate;
