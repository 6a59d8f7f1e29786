import type { VisitEvent } from '../../wire/event-types.js';
import type { DropReason } from '../delivery-types.js';
import type { Entry } from './create-entry.js';
/** This tab's view of the shared queue: events in memory, written to the store in batches. */
export interface Queue {
    /** Accepts an event: an entry in memory now, written with the next batch. */
    admit: (event: VisitEvent, storedAt?: number) => void;
    /** Starts one write of everything accepted and not yet written, unless one runs (group commit). */
    writePending: () => void;
    /** Reads the store: adds what other tabs and earlier pages left, forgets what they have sent or dropped. */
    readStore: () => Promise<void>;
    /** Reads whether the store still holds these entries (their keys only); forgets those it does not, and resolves with the rest. */
    confirmStored: (list: Entry[]) => Promise<Entry[]>;
    /** Applies the caps (age, bytes) to what is stored and idle, and returns the rest, oldest first. */
    takeSendable: () => Entry[];
    /** Forgets entries (sent or dropped) here and in the store. */
    forget: (list: Entry[]) => Promise<void>;
    /** Reports each entry still queued dropped, and forgets them. */
    discard: (list: Entry[], reason: DropReason, detail?: string) => Promise<void>;
    /** Every entry, oldest first. */
    listByAge: () => Entry[];
    /** Another tab's request carries these (nonces): forgotten here, so no beacon of this tab carries them too (a read brings them back). */
    forgetCarriedByPeer: (nonces: string[]) => void;
    isQueued: (entry: Entry) => boolean;
    countQueued: () => number;
    /**
     * Uses memory from now on (IndexedDB failed, reopened or not); the reason goes into the stats, once.
     * What was beaconed is sent again: no later page will, its only copy is here.
     */
    fallBack: (error: unknown) => void;
    /** In memory (fallen back): nothing it holds is durable, and a write into it is not reported `stored`. */
    isInMemory: () => boolean;
    /** Into the back/forward cache: ends the store's transactions and closes it (every operation fails until reopen). */
    closeStore: () => void;
    /** Back from the cache: reopens the store, forgets what was in flight (resent), writes what was not written. */
    reopen: () => void;
    /**
     * Consent withdrawn: forgets every entry at once, then erases the store once the write under way
     * has landed (the database deleted, creating nothing); every event reported dropped `consent`.
     */
    purge: () => Promise<void>;
    /** Consent granted again after a purge: the store may be opened again. */
    open: () => void;
}
