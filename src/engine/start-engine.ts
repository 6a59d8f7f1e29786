import type { StartEngine } from '../loader/engine-types.js';
import { createEngine } from './create-engine.js';

/**
 * The engine's entry, as the loader receives it: the engine file hands it over when it runs, a
 * bundle's chunk exports it.
 * @example const engine = startEngine({ options, hub, store, createNonce, page })
 */
export const startEngine: StartEngine = (parts) => createEngine(parts);
