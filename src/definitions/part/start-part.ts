import { createNonce } from '../../wire/create-nonce.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem, VisitEvent } from '../../wire/event-types.js';
import { buildDefinedData } from './build-defined-data.js';
import { createConversionGate } from './create-conversion-gate.js';
import { createDeviceMemory } from './create-device-memory.js';
import type { DefinitionsPart, PartApi, PartHost, PartStats, StartPart } from './part-types.js';
import type { DefinitionsHost } from '../watch/definitions-host.js';
import type { DefinedValue } from '../file/definitions.js';
import { startDefinitions } from './start-definitions.js';
import { startBackgroundSync, type BackgroundSyncHost } from './start-background-sync.js';

/** Problems of the definitions kept for `getStats()` (the first ones), and repeats (the last ones). */
const MAX_PROBLEMS = 20;

/**
 * The part file of the tag: conversions that count once and custom data as the project defines it.
 * A conversion whose goal and order id converted on this device in the last 30 days, or whose goal
 * the definitions count once per visit and which converted in this visit, answers with the first
 * one's nonce and sends nothing (or, when the tracker checked it before the part came, ends
 * `dropped` with its reason). With definitions, it converts their goals itself and sends custom data
 * by their items; definitions that cannot be read leave the rest working.
 * @example const part = await startPart(host); part.trackConversion(12, { orderId: 'A-1' }); part.trackConversion(12, { orderId: 'A-1' }) // the first nonce again
 */
export const startPart: StartPart = async (host: PartHost): Promise<PartApi> => {
  const { options } = host;
  const memory = createDeviceMemory(host.window, host.storageName, host.isGranted);
  const gate = createConversionGate(memory, host.now);
  const problems: Problem[] = [];
  const repeats: PartStats['repeats'] = [];
  const sent = new Map<string, DefinedValue[]>();
  let definitions: DefinitionsPart | undefined;
  const report = (more: Problem[]) => {
    host.debugLog('definitions', more);
    problems.push(...more.slice(0, MAX_PROBLEMS - problems.length));
  };

  const orderOf = (orderId: unknown): string | undefined | Problem[] =>
    orderId == null
      ? undefined
      : typeof orderId == 'string' || typeof orderId == 'number'
        ? String(orderId)
        : [createProblem('orderId', 'type', 'expected a string or a number')];
  const repeatOf = (goalId: string, orderId?: string) =>
    gate.repeatOf(goalId, orderId, definitions?.isOncePerVisit(goalId) ?? false, host.visitKey());
  const count = (goalId: string, event: VisitEvent, orderId?: string) => {
    gate.record(goalId, orderId, host.visitKey(), event.nonce);
    host.sendEvent(event);
  };

  const api: PartApi = {
    trackConversion(goalId, more = {}, nonce, isAnswered) {
      const { orderId, ...fields } = more;
      const order = orderOf(orderId);
      if (Array.isArray(order)) return order;
      // The page's calls bring the loader's nonce; the part's own conversions (goals it converts) get theirs here.
      const event = host.checkEvent({ ...fields, nonce: nonce ?? createNonce(), eventType: 'CONVERSION', goalId });
      if (Array.isArray(event)) return event;
      const repeat = repeatOf(String(goalId), order);
      if (!repeat) return (count(String(goalId), event, order), event.nonce);
      // Answered already (made before the part came): it ends as a repeat. Else it answers the first one's nonce.
      if (isAnswered) return (host.dropEvent(event, repeat.reason, `repeats ${repeat.nonce}`), event.nonce);
      host.debugLog(`conversion repeats ${repeat.nonce}`, repeat.reason);
      // No outcome of its own: the stats keep the last ones, oldest first, for QA.
      repeats.push({ goalId: String(goalId), first: repeat.nonce, reason: repeat.reason, at: host.now() });
      repeats.splice(0, repeats.length - MAX_PROBLEMS);
      return repeat.nonce;
    },
    setCustomData(name, values, more, nonce) {
      const built = buildDefinedData(name, values, more, definitions, options.customData);
      if (Array.isArray(built)) return built;
      if ('keep' in built) {
        memory.remember(`local ${name}`, built.keep);
        const event = { nonce: nonce ?? createNonce(), eventType: 'CUSTOMDATA' } as const;
        host.dropEvent(event, 'local-only', 'kept on the device, never sent');
        return event.nonce;
      }
      const event = host.checkEvent({ ...built, nonce: nonce ?? createNonce() });
      if (Array.isArray(event)) return event;
      sent.set(name, ([] as DefinedValue[]).concat(values));
      host.sendEvent(event);
      return event.nonce;
    },
    getCustomData: (name) => (memory.recall(`local ${name}`) as DefinedValue[] | undefined) ?? sent.get(name),
    onPageView: (href) => definitions?.onPageView(href),
    persistMemory: memory.persist,
    forgetMemory: memory.forget,
    partStats(): PartStats {
      const state = definitions ? 'ready' : options.definitions ? 'failed' : 'none';
      return { state, ...definitions?.summary(), problems: problems.slice(), repeats: repeats.slice() };
    },
  };

  startBackgroundSync({ ...host, options: host.options as BackgroundSyncHost['options'] });
  if (options.definitions) {
    const definitionsHost: DefinitionsHost = {
      window: host.window,
      convertGoal: (goalId) => api.trackConversion(goalId),
      setCustomData: (name, values) => api.setCustomData(name, values),
      report,
      visitKey: host.visitKey,
      recallValue: memory.recall,
      rememberValue: memory.remember,
      now: host.now,
      options,
    };
    const result = await startDefinitions(options.definitions, definitionsHost).catch((error: unknown) => [
      createProblem('definitions', 'unavailable', String(error)),
    ]);
    if (Array.isArray(result)) report(result);
    else definitions = result;
  }
  return api;
};
