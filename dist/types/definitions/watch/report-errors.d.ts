import type { DefinitionsHost } from './definitions-host.js';
/**
 * Wraps a listener or a step of the definitions part so that it never throws into the page: an
 * exception becomes one problem (field `definitions`, code `type`, naming the step) reported
 * through `host.report`.
 * @example doc.addEventListener('click', reportErrors(host, 'click goals', onClick), { capture: true, passive: true });
 */
export declare function reportErrors<Args extends unknown[]>(host: DefinitionsHost, what: string, fn: (...args: Args) => void): (...args: Args) => void;
