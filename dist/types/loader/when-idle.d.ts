/**
 * The longest the engine waits for an idle moment after the page's first write.
 * @example whenIdle(window, load, ENGINE_IDLE_DEADLINE_MS)
 */
export declare const ENGINE_IDLE_DEADLINE_MS = 2000;
/**
 * Runs `task` when the browser is idle, at the latest after `deadlineMs`; where there is no
 * `requestIdleCallback` (WebKit), after the current task.
 * @example whenIdle(window, () => loadEngine(), 2000)
 */
export declare function whenIdle(win: Window, task: () => void, deadlineMs: number): void;
