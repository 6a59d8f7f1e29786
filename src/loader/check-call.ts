import { hasOwn } from '../lib/has-own.js';
import { createProblem } from '../wire/create-problem.js';
import type { Problem } from '../wire/event-types.js';
import { toBigInt } from '../wire/int64.js';
import { TRACK_METHODS, type TrackMethod } from './call.js';

const isObject = (value: unknown) => typeof value == 'object' && value !== null && !Array.isArray(value);

/** The forms of {@link TRACK_METHODS}' argument letters. */
const FORMS: Record<string, (value: unknown) => boolean> = {
  O: isObject,
  o: (value) => value === undefined || isObject(value),
  i: (value) => toBigInt(value) !== undefined,
  s: (value) => typeof value == 'string',
  k: (value) => typeof value == 'string' || typeof value == 'number',
  v: (value) => value !== undefined,
};

/**
 * The loader's cheap check of a track call, before the engine is there: the method is known and
 * each argument has its basic form ({@link TRACK_METHODS}). The first argument that has not gives
 * one problem; the engine checks the whole contract later.
 * @example checkCall('trackConversion', ['12']) // undefined
 * @example checkCall('trackConversion', ['twelve']) // [{ field: 'trackConversion', code: 'type', message: 'trackConversion: argument 1 …' }]
 */
export function checkCall(method: string, args: unknown[]): Problem[] | undefined {
  if (!hasOwn(TRACK_METHODS, method)) return [createProblem(method, 'enum', 'not a track method')];
  const forms = TRACK_METHODS[method as TrackMethod][1];
  for (let index = 0; index < forms.length; index++) {
    if (!FORMS[forms[index]](args[index])) return [createProblem(method, 'type', `argument ${index + 1} has the wrong form`)];
  }
  return undefined;
}
