// The goal catalogue the stand-in searches (demo/fixtures/goals.json): what the seeded generator
// makes, and broad enough to exercise every field the search knows.
import { describe, expect, it } from 'vitest';
import { GOAL_OPTIONAL_FIELDS } from '../../../src/clients/goal-search-types.js';
import { GOAL_FIXTURE, generateGoals } from '../../../demo/server/generate-goals.js';
import { REFERENCE_FIELDS } from './goal-reference-fields.js';
import { goals } from './goal-search-helpers.js';

describe('the goal fixture', () => {
  it('is what the seeded generator makes (regenerate with write-goals-fixture.ts)', () => {
    expect(goals).toEqual(generateGoals(GOAL_FIXTURE.count, GOAL_FIXTURE.seed));
  });

  it('has at least 200 goals using every field, type, status, holder and optional field', () => {
    expect(goals.length).toBeGreaterThanOrEqual(200);
    expect(new Set(goals.map((goal) => goal.id)).size).toBe(goals.length);
    expect(new Set(goals.map((goal) => goal.type)).size).toBe(9);
    expect(new Set(goals.map((goal) => goal.status))).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    expect(new Set(goals.flatMap((goal) => (goal.accessLimiters ?? []).map((limiter) => limiter.accessHolder))).size).toBe(4);
    expect(new Set(goals.flatMap((goal) => (goal.params ? [goal.params.matchType] : [])))).toEqual(
      new Set(['CONTAINS', 'CORRESPONDS_EXACTLY', 'REGULAR_EXPRESSION']),
    );
    const fields = new Set(goals.flatMap((goal) => Object.keys(goal)));
    for (const field of [...Object.keys(REFERENCE_FIELDS).filter((name) => !name.includes('.')), ...GOAL_OPTIONAL_FIELDS])
      expect(fields).toContain(field);
    const customFields = new Set(goals.flatMap((goal) => (goal.customDatas ?? []).flatMap((item) => Object.keys(item))));
    expect(customFields.size).toBeGreaterThanOrEqual(24);
    expect(goals.some((goal) => goal.description === null) && goals.some((goal) => goal.description === '')).toBe(true);
  });
});
