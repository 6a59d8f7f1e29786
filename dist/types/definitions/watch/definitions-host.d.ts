import type { Problem } from '../../wire/event-types.js';
import type { DefinedValue, DefinitionsOptions } from '../file/definitions.js';
/**
 * What the tracker hands the definitions part when it starts it. Every call is safe: the tracker
 * guards its own methods.
 */
export interface DefinitionsHost {
    /** The tracked window. */
    window: Window;
    /** Converts an ACTIVE goal automatically, through the same once-per-visit rule as `trackConversion`. */
    convertGoal: (goalId: number) => string | Problem[];
    /** `setCustomData(name, values)` for a defined item (TC, dataLayer, CUSTOM_CODE sources). */
    setCustomData: (name: string, values: DefinedValue | DefinedValue[]) => string | Problem[] | undefined;
    /** Reports problems of the definitions or of an automatic step (outcome-free: `getStats().definitions`, the debug build). */
    report: (problems: Problem[]) => void;
    /** The current visit (`visitorCode` and visit number), for what counts per visit. */
    visitKey: () => string;
    /** Reads what `rememberValue` kept on the device (localStorage under the tag's consent), or undefined. */
    recallValue: (key: string) => unknown;
    /** Keeps a JSON value on the device; does nothing unless consent is granted. */
    rememberValue: (key: string, value: unknown) => void;
    /** The clock (ms since epoch). */
    now: () => number;
    /** The site's options, read when they are needed. */
    options: DefinitionsOptions & {
        fetch?: typeof fetch;
    };
}
