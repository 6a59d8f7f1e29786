import { Window } from 'happy-dom';
import { vi } from 'vitest';
import type { CustomDataItem, Goal } from '../../../src/clients/goal-search-types.js';
import type { DefinedValue, Definitions, DefinitionsOptions } from '../../../src/definitions/file/definitions.js';
import type { DefinitionsHost } from '../../../src/definitions/watch/definitions-host.js';
import { startDefinitions } from '../../../src/definitions/part/start-definitions.js';
import type { Problem } from '../../../src/wire/event-types.js';

/** A host on a happy-dom window at `url` that records what the part asks of it; `remember` keeps values in a Map. */
export function createFakeHost(options: DefinitionsHost['options'] = {}, url = 'https://shop.example/home') {
  const win = new Window({ url });
  const conversions: number[] = [];
  const customData: Array<[string, DefinedValue | DefinedValue[]]> = [];
  const reported: Problem[] = [];
  const stored = new Map<string, string>();
  let visit = 'visitor1:1';
  const host: DefinitionsHost = {
    window: win as unknown as globalThis.Window,
    convertGoal: (goalId) => {
      conversions.push(goalId);
      return 'ok';
    },
    setCustomData: (name, values) => {
      customData.push([name, values]);
      return undefined;
    },
    report: (problems) => reported.push(...problems),
    visitKey: () => visit,
    recallValue: (key) => (stored.has(key) ? (JSON.parse(stored.get(key)!) as unknown) : undefined),
    rememberValue: (key, value) => stored.set(key, JSON.stringify(value)),
    now: () => Date.now(),
    options,
  };
  return {
    win,
    host,
    conversions,
    customData,
    reported,
    stored,
    setVisit: (key: string) => (visit = key),
    /** The messages of what was reported, for readable expectations. */
    messages: () => reported.map((problem) => problem.message),
  };
}

/** An ACTIVE goal of `type` that may convert many times, with these fields over it. */
export function goal(id: number, type: Goal['type'], params?: Goal['params'], extra: Partial<Goal> = {}): Goal {
  return {
    id,
    name: `Goal ${id}`,
    type,
    siteId: 101,
    hasMultipleConversions: true,
    status: 'ACTIVE',
    ...(params ? { params } : {}),
    ...extra,
  };
}

/** A custom data item of `method`, with these fields over it. */
export function dataItem(id: number, name: string, method: string, extra: Partial<CustomDataItem> = {}): CustomDataItem {
  return { id, index: id - 900, name, siteId: 101, method, ...extra };
}

/** Starts the part on `definitions` with a fake host; fails the test when the definitions are refused. */
export async function startPart(
  definitions: Partial<Definitions>,
  options: DefinitionsOptions & { fetch?: typeof fetch } = {},
  url?: string,
) {
  const fake = createFakeHost(options, url);
  const started = await startDefinitions({ goals: [], customData: [], ...definitions }, fake.host);
  if (Array.isArray(started)) throw new Error(`refused: ${started.map((problem) => problem.message).join('; ')}`);
  return { ...fake, part: started };
}

/** For the calling file: the `__DEV__` global that src/ reads (vitest's `define` does not reach it). */
export function useDevBuild() {
  vi.stubGlobal('__DEV__', true);
}
