import type { Goal } from '../../src/clients/goal-search-types.js';
import { readConversionMemory } from './read-conversion-memory.js';

/**
 * Sees the clicks the tag holds back: a click on an ACTIVE once-per-visit CLICK goal that already
 * converted in this visit sends nothing and gives no outcome. The tag's memory is read before the
 * tag's own listener (a window capture listener runs before the document's) and again just after:
 * the same visit and the same first nonce mean the click was held back. `onHeld` gets the goal id
 * and the first conversion's nonce.
 * @example watchHeldClicks(() => goals.values(), 'visitTag', (goalId, first) => console.log(goalId, first));
 */
export function watchHeldClicks(goals: () => Iterable<Goal>, storageName: string, onHeld: (goalId: string, first: string) => void): void {
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : undefined;
      for (const goal of goals()) {
        if (goal.type !== 'CLICK' || goal.status !== 'ACTIVE' || goal.hasMultipleConversions || !goal.params) continue;
        if (!target?.closest(goal.params.matchString)) continue;
        const goalId = String(goal.id);
        const before = readConversionMemory(storageName).goals;
        const first = before?.nonces[goalId];
        if (!first) continue;
        setTimeout(() => {
          const after = readConversionMemory(storageName).goals;
          if (after?.inVisit === before.inVisit && after.nonces[goalId] === first) onHeld(goalId, first);
        }, 50);
      }
    },
    true,
  );
}
