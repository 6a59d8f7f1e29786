// The QA demo page's script (served bundled at /demo/app.js). It never installs the tag itself:
// index.html does that as a site owner would; this only draws the panels and watches.
import type { Outcome } from '../../src/delivery/delivery-types.js';
import { h } from './h.js';
import { replaceChildren } from './replace-children.js';
import type { InspectState } from './inspect-types.js';
import { mountDefinitionsPanel } from './mount-definitions-panel.js';
import { mountCustomDataPanel } from './mount-custom-data-panel.js';
import { mountEventsPanel } from './mount-events-panel.js';
import { mountFaultsPanel } from './mount-faults-panel.js';
import { mountInstallPanel } from './mount-install-panel.js';
import { mountGoalsPanel } from './mount-goals-panel.js';
import { mountMapPanel } from './mount-map-panel.js';
import { mountNavigationPanel } from './mount-navigation-panel.js';
import { mountDomainsPanel } from './mount-domains-panel.js';
import { mountPrivacyPanel } from './mount-privacy-panel.js';
import { mountConsentBridgePanel } from './mount-consent-bridge-panel.js';
import { mountRawPanel } from './mount-raw-panel.js';
import { mountServerPanel } from './mount-server-panel.js';
import { mountTagPanel } from './mount-tag-panel.js';
import { mountWorkerPanel } from './mount-worker-panel.js';
import { getPageFlags } from './get-page-flags.js';
import type { DemoWindow } from './visit-tag-api.js';
import { waitForTag } from './wait-for-tag.js';
import { readServerVisitorCode } from '../../src/identity/read-server-visitor-code.js';

const win = window as DemoWindow;
const { siteCode } = getPageFlags();
const getTag = () => (typeof win.visitTag?.onOutcome === 'function' ? win.visitTag : undefined);
const summary = document.getElementById('summary')!;
let server: InspectState['counts'] | undefined;

const tagView = mountTagPanel(getTag);
const events = mountEventsPanel(getTag);
const definitions = mountDefinitionsPanel(getTag);
const addOutcome: (outcome: Outcome) => void = (outcome) => (tagView.addOutcome(outcome), definitions.addOutcome(outcome));
const pickGoal = (goalId: string): void => {
  events.querySelector('form')!.dispatchEvent(new CustomEvent('goal-picked', { detail: goalId }));
  events.scrollIntoView({ behavior: 'smooth' });
};
document
  .getElementById('controls')!
  .append(
    events,
    definitions.element,
    mountCustomDataPanel(getTag),
    mountGoalsPanel(getTag, pickGoal),
    mountMapPanel(siteCode, getTag),
    mountNavigationPanel(),
    mountDomainsPanel(getTag),
    mountPrivacyPanel(win),
    mountConsentBridgePanel(win),
    mountFaultsPanel(),
    mountRawPanel(siteCode),
  );
document.getElementById('live')!.append(
  mountInstallPanel(),
  tagView.element,
  mountWorkerPanel(),
  mountServerPanel(siteCode, (state) => ((server = state.counts), definitions.addServerState(state))),
);

// `npm run demo -- --server-visitor-cookie` sets vt_vid on this page, as a site's own server would;
// the install snippet names it in data-server-visitor-cookie.
const describeVisitorSource = (code: string | undefined): string => {
  const serverCode = readServerVisitorCode(document.cookie, 'vt_vid');
  if (!code || !serverCode) return ' (tag cookie)';
  return serverCode === code ? " (server's cookie vt_vid)" : ' (tag cookie; vt_vid differs)';
};

// One line that stays in view on a phone: the tag's counters next to the server's.
const updateSummary = (): void => {
  const tag = getTag();
  const stats = tag?.getStats();
  replaceChildren(
    summary,
    h('span', {}, 'site ', h('b', {}, siteCode)),
    h('span', {}, 'visitor ', h('b', { id: 'visitor-code' }, tag?.getVisitorCode() ?? '–'), describeVisitorSource(tag?.getVisitorCode())),
    stats
      ? h('span', {}, `tag: ${stats.stored} stored · ${stats.sent} sent · ${stats.queued} queued`)
      : h('span', { class: 'bad' }, 'tag not loaded'),
    server ? h('span', {}, `server: ${server.accepted} accepted · ${server.rejected} rejected · ${server.duplicates} dup`) : null,
  );
};
setInterval(updateSummary, 500);

void waitForTag(win).then((tag) => {
  if (!tag) return void (summary.textContent = 'The tag did not load: is dist/visit-tag.js built? (node scripts/build.mjs)');
  const demo = win.visitTagDemo;
  // The install snippet queued an outcome listener before the tag loaded; earlier outcomes were buffered.
  if (demo) {
    demo.outcomes.splice(0).forEach(addOutcome);
    demo.listener = addOutcome;
  } else tag.onOutcome(addOutcome);
  updateSummary();
});
