// Type-level checks of the script tag's globals (`visit-tag/global`), run by `tsc --noEmit` in
// `npm test`: a wrong command must not compile (each @ts-expect-error fails the build if it does).
import type {} from 'visit-tag/global';
import type { VisitTagCommand } from 'visit-tag';

export function useGlobals(): void {
  window.visitTagQueue = window.visitTagQueue || [];
  window.visitTagQueue.push(['trackConversion', 12, { revenue: 9.5 }]);
  window.visitTagQueue.push(['setCustomData', 'plan', 'pro']);
  window.visitTagQueue.push(['init', { siteCode: 'abc', requireConsent: true }]);
  window.visitTagQueue.push((tag) => tag.setConsent('granted'));
  // @ts-expect-error: not a method of the tag
  window.visitTagQueue.push(['trackSomething', 1]);
  // @ts-expect-error: goalId is an int64, not an object
  window.visitTagQueue.push(['trackConversion', { revenue: 1 }]);
  // @ts-expect-error: consent is granted, pending or denied
  window.visitTagQueue.push(['setConsent', 'yes']);
  const nonce: string | unknown[] | undefined = window.visitTag?.trackProduct('4006381333931');
  const version: string | undefined = window.visitTag?.version;
  const command: VisitTagCommand = ['trackPageView'];
  void [nonce, version, command];
}
