import type { PartHost, PartStats, StartPart } from '../definitions/part/part-types.js';
import type { DefinedValue } from '../definitions/file/definitions.js';
import type { DropReason } from '../delivery/delivery-types.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import type { createFileLoading } from '../loader/create-file-loading.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';
/** The engine's side of the part file: what it hands over, and what waits for it. */
export interface PartLink {
    /** At the engine's start: loads the part (`loadPart`) when definitions are given or a call waits for it. */
    start: (host: PartHost, loadPart: () => Promise<StartPart>) => void;
    /** A conversion under the nonce the loader gave it; `isAnswered`: the page has that nonce already. */
    trackConversion: (goalId: unknown, more: Record<string, unknown> | undefined, nonce: string, isAnswered: boolean) => TrackResult;
    setCustomData: (nameOrIndex: string | number, values: DefinedValue | DefinedValue[], more: object | undefined, nonce: string) => TrackResult;
    getCustomData: (name: string) => Promise<DefinedValue[] | undefined>;
    onPageView: (href: string) => void;
    /** Consent granted: the part writes what it kept before. */
    persistMemory: () => void;
    /** Consent denied: removes the tag's memory from the device, and the part forgets what this page kept. */
    forgetMemory: () => void;
    /** Calls that wait for the part (counted with the held events). */
    waitingCalls: () => number;
    partStats: () => PartStats | undefined;
}
type Track = (input: Record<string, unknown>) => TrackResult;
type Drop = (event: Pick<VisitEvent, 'nonce' | 'eventType'>, reason: DropReason, detail?: string, problems?: Problem[]) => void;
/**
 * Hands conversions and custom data to the part file, which a page loads only when it needs it:
 * when the site gives `definitions` or `backgroundSync`, or tracks a conversion with an `orderId`. Until it is there
 * (and before `start()`), such a call keeps the nonce the loader answered with and is decided when
 * the part comes: sent, or `dropped` with its reason (a repeat, or `invalid` with its problems). A
 * part that cannot load (the same rule as the engine's file: `createFileLoading`), or a page that
 * hides first, sends what waited as a tag without the part would. Every other call goes on at
 * once, and costs no byte of the part.
 * @example const link = createPartLink(options, track, drop, createFileLoading); link.trackConversion(12, { orderId: 'A-1' }, nonce, false) // nonce, decided when the part comes
 */
export declare function createPartLink(options: TrackerOptions, track: Track, drop: Drop, createLoading: typeof createFileLoading): PartLink;
export {};
