import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../../src/delivery/send/read-answer.js';

describe('readAnswer', () => {
  it.each([
    [200, 1, 'sent'],
    [202, 5, 'sent'],
    [299, 5, 'sent'],
    [413, 2, 'split'],
    [413, 1, 'retry'], // one event: the service's hiccup, an event over the body limit never reaches a request
    [400, 5, 'rejected'],
    [401, 1, 'rejected'],
    [404, 5, 'rejected'],
    [499, 5, 'rejected'],
    [408, 5, 'retry'],
    [425, 5, 'retry'],
    [429, 5, 'retry'],
    [500, 5, 'retry'],
    [503, 1, 'retry'],
    [0, 5, 'retry'], // network error
    [101, 5, 'retry'],
    [302, 5, 'retry'],
  ] as const)('status %i on %i events → %s', (status, count, verdict) => {
    expect(readAnswer(status, count)).toBe(verdict);
  });
});
