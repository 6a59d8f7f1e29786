// validateEvent on event types it does not know and on input that is no event or hostile: refused with
// problems, never an exception; fields the table does not know are ignored.
import { describe, expect, it } from 'vitest';
import { validateEvent } from '../../../src/wire/validate-event.js';
import { BASE, NONCE, event, only } from './validate-event-fixtures.js';

describe('validateEvent: event types and odd input', () => {
  it.each([
    ['a lower-case type', { eventType: 'page' }, 'unknown-type'],
    ['an unknown type', { eventType: 'CLICK' }, 'unknown-type'],
    ['a prototype name', { eventType: 'constructor' }, 'unknown-type'],
    ['a bigint type', { eventType: 1n }, 'unknown-type'],
    ['no type', {}, 'required'],
  ])('refuses %s', (_label, fields, code) => {
    const problems = validateEvent({ nonce: NONCE, visitorCode: 'v', ...fields });
    expect(only(problems)).toEqual([{ field: 'eventType', code }]);
  });

  // Labelled: it.each formats an array case by its items, so [] and [event] would be named
  // "undefined" and after the event inside.
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'PAGE'],
    ['a number', 42],
    ['an empty array', []],
    ['an array holding an event', [event('PRODUCT')]],
  ])('refuses %s as an event without throwing', (_label, value) => {
    expect(only(validateEvent(value))).toEqual([{ field: '', code: 'type' }]);
  });

  it('never throws on hostile values', () => {
    const hostile: unknown[] = [Object.create(null), Symbol('s'), 10n, () => 1, new Date(), { toString: null }];
    for (const value of hostile) {
      for (const type of Object.keys(BASE)) {
        for (const field of [
          'eventType',
          'nonce',
          'visitorCode',
          'href',
          'goalId',
          'id',
          'metadata',
          'valuesCountMap',
          'keyPageIndices',
          'index',
        ]) {
          expect(() => validateEvent({ ...event(type), [field]: value })).not.toThrow();
        }
      }
    }
  });

  it('ignores fields the table does not know', () => {
    expect(validateEvent(event('PRODUCT', { sdk: 'x', __extra: 1 }))).toEqual([]);
  });
});
