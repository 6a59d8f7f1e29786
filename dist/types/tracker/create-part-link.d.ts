import type { DefinedValue, PartHost, PartStats } from '../definitions/part-types.js';
import type { DropReason } from '../delivery/delivery-types.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import { type TagScript } from './load-part.js';
import type { TrackerOptions, TrackResult } from './tracker-types.js';
/** The tracker's side of the part file: what it hands over, and what waits for it. */
export interface PartLink {
    /** At the tracker's start: loads the part when definitions are given or a call waits for it. */
    start: (host: PartHost, tag?: TagScript) => void;
    trackConversion: (goalId: unknown, more?: Record<string, unknown>) => TrackResult;
    setCustomData: (nameOrIndex: string | number, values: DefinedValue | DefinedValue[], more?: object) => TrackResult;
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
 * when the site gives `definitions`, or tracks a conversion with an `orderId`. Until it is there
 * (and before `start()`), such a call answers with its own nonce at once and is decided when the
 * part comes: sent, or `dropped` with its reason (a repeat, or `invalid` with its problems). A part
 * that cannot load, or a page that hides first, sends what waited as a tag without the part would.
 * Every other call goes on at once, as before, and costs no byte of the part.
 * @example const link = createPartLink(options, track, drop); link.trackConversion(12, { orderId: 'A-1' }) // '9f1c…', decided when the part comes
 */
export declare function createPartLink(options: TrackerOptions, track: Track, drop: Drop): PartLink;
export {};
