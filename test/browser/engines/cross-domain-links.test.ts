// Issue 20: one visitor across a site's sister domains (linkDomains): links, forms, real clicks and
// keys carry the visitor; in Chromium, Firefox ESR and WebKitGTK, on real host names: every name reaches the
// stand-in on 127.0.0.1 (Chromium's host-resolver rules, Firefox's network.dns.forceResolve,
// WebKitGTK through a forward proxy given as WebDriver's proxy capability), so each browser applies
// its own cookie rules and its own public suffix list. Asserted on what the stand-in received, on
// the address bar, and on what the page's cookies are. Each scenario has its own registrable
// domain: WebKit's one session keeps cookies between pages.
// Subdomains: cross-domain-subdomains.test.ts.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { codesReceived, flush, POLL, useCrossDomainEngine, visitorCode, whenAt } from './cross-domain-pages.js';

describe.each(ENGINE_NAMES)('%s', (name) => {
  const { ctx, posts, at } = useCrossDomainEngine(name);

  it('a link and a form to a listed domain carry the visitor across; a stale parameter and a pending consent do not', async () => {
    const site = createInspector(ctx.server.url, `${name}-linked`);
    const [shop, pay] = [`www.${name}-shop.example`, `${name}-pay.example`];
    const attrs = { 'link-domains': `${name}-shop.example,${pay}` };
    const page = await ctx.engine.newPage();
    await page.goto(at(shop, { site: site.siteCode, attrs }));
    await whenTagReady(page);
    const code = await visitorCode(page);
    await flush(page);

    // A link, followed by the page's own click (activation, as the Enter key does).
    const target = at(pay, { site: site.siteCode, attrs, label: 'by-link' });
    await page.evaluate((href: string) => {
      const link = document.body.appendChild(document.createElement('a'));
      link.href = href;
      link.textContent = 'pay';
      setTimeout(() => link.click());
    }, target);
    await whenAt(page, pay);
    await whenTagReady(page);
    expect(await visitorCode(page)).toBe(code);
    // The address bar is clean, and cleaning it was no navigation: one page view.
    expect(await page.evaluate(() => location.href)).toBe(target);
    await flush(page);

    // A GET form (its fields replace the action's query: the tag adds a field).
    await page.goto(at(shop, { site: site.siteCode, attrs, label: 'form' }));
    await whenTagReady(page);
    await page.evaluate(
      ({ action, fields }: { action: string; fields: Record<string, string> }) => {
        const form = document.body.appendChild(document.createElement('form'));
        form.action = action;
        for (const [fieldName, value] of Object.entries(fields)) {
          const input = form.appendChild(document.createElement('input'));
          input.name = fieldName;
          input.value = value;
        }
        setTimeout(() => form.requestSubmit());
      },
      { action: at(pay, { site: '' }).split('?')[0], fields: { site: site.siteCode, attrs: JSON.stringify(attrs), label: 'by-form' } },
    );
    await whenAt(page, pay);
    await whenTagReady(page);
    expect(await visitorCode(page)).toBe(code);
    expect(await page.evaluate(() => location.search)).not.toContain('_vt');
    await flush(page);

    // A parameter three minutes old (a link pasted into a chat): ignored, and cleaned all the same.
    const stale = `stale-${name}.1.${(Date.now() - 180_000).toString(36)}`;
    await page.goto(`${at(pay, { site: site.siteCode, attrs, label: 'stale' })}&_vt=${encodeURIComponent(stale)}`);
    await whenTagReady(page);
    expect(await visitorCode(page)).not.toMatch(/^stale-/);
    expect(await page.evaluate(() => location.search)).not.toContain('_vt');
    await flush(page);

    // Consent pending on a shop (other domains, a browser that never saw them): the link carries nothing.
    const other = createInspector(ctx.server.url, `${name}-linked-pending`);
    const [pendingShop, pendingPay] = [`www.${name}-shop2.example`, `${name}-pay2.example`];
    const pendingAttrs = { 'link-domains': `${name}-shop2.example,${pendingPay}` };
    const pending = await ctx.engine.newPage();
    await pending.goto(at(pendingShop, { site: other.siteCode, attrs: { ...pendingAttrs, 'require-consent': '' } }));
    await whenTagReady(pending);
    const pendingCode = await visitorCode(pending);
    const plain = at(pendingPay, { site: other.siteCode, attrs: pendingAttrs, label: 'from-pending' });
    await pending.evaluate((href: string) => {
      const link = document.body.appendChild(document.createElement('a'));
      link.href = href;
      setTimeout(() => link.click());
    }, plain);
    await whenAt(pending, pendingPay);
    expect(await pending.evaluate(() => location.href)).toBe(plain);
    const payCode = await visitorCode(pending);
    expect(payCode).not.toBe(pendingCode);
    await flush(pending);
    await expect.poll(() => codesReceived(other), POLL).toEqual([payCode]);
    await pending.close();

    await expect.poll(async () => (await site.events('PAGE')).length, POLL).toBe(5);
    const pages = await site.events('PAGE');
    const label = (href: unknown) => new URL(String(href)).searchParams.get('label') ?? 'shop';
    expect(pages.map((event) => [label(event.href), event.visitorCode === code])).toEqual([
      ['shop', true],
      ['by-link', true],
      ['form', true],
      ['by-form', true],
      ['stale', true], // the shop's visitor was already on pay (its cookie); the stale code was not taken
    ]);
    // The parameter is in nothing the service received.
    expect(JSON.stringify(await site.inspect())).not.toContain('_vt');
    expect(await codesReceived(site)).toEqual([code]);
    await page.close();
  });
  it('a middle click, a ctrl click, target=_blank and the Enter key all carry the visitor (real input events)', async () => {
    const site = createInspector(ctx.server.url, `${name}-input`);
    const [shop, pay] = [`www.${name}-shop3.example`, `${name}-pay3.example`];
    const attrs = { 'link-domains': `${name}-shop3.example,${pay}` };
    const page = await ctx.engine.newPage();
    const ways: Record<string, () => Promise<void>> = {
      middle: () => page.click('a', { button: 'middle' }),
      ctrl: () => page.click('a', { modifier: 'Control' }),
      blank: () => page.click('a'),
      enter: () => page.press('a', 'Enter'),
    };
    const arrived = async () =>
      (await site.events('PAGE')).map((event) => [new URL(String(event.href)).searchParams.get('label'), event.visitorCode]);
    let code = '';
    for (const [way, act] of Object.entries(ways)) {
      // Chromium and Firefox open the first three in a new tab; WebKitGTK's MiniBrowser, driven by
      // WebDriver, follows a middle or ctrl click in the same view. Either way the next page counts.
      await page.goto(at(shop, { site: site.siteCode, attrs, label: `from-${way}` }));
      await whenTagReady(page);
      code ||= await visitorCode(page);
      await flush(page);
      await page.evaluate(
        ({ href, isBlank }: { href: string; isBlank: boolean }) => {
          const link = document.body.appendChild(document.createElement('a'));
          Object.assign(link, { href, textContent: 'pay', target: isBlank ? '_blank' : '' });
          link.style.cssText = 'display:block;padding:16px';
        },
        { href: at(pay, { site: site.siteCode, attrs, label: way }), isBlank: way === 'blank' },
      );
      await act();
      await expect.poll(async () => (await arrived()).find(([label]) => label === way), POLL).toEqual([way, code]);
    }
    expect(new Set((await arrived()).map(([, visitor]) => visitor))).toEqual(new Set([code]));
    expect(JSON.stringify(await site.inspect())).not.toContain('_vt');
    await page.close();
  });
  it('a POST form to a listed domain carries the visitor in its action', async () => {
    const site = createInspector(ctx.server.url, `${name}-post`);
    const [shop, pay] = [`www.${name}-shop4.example`, `${name}-pay4.example`];
    const page = await ctx.engine.newPage();
    await page.goto(at(shop, { site: site.siteCode, attrs: { 'link-domains': `${name}-shop4.example,${pay}` } }));
    await whenTagReady(page);
    const code = await visitorCode(page);
    await page.evaluate((action: string) => {
      const form = document.body.appendChild(document.createElement('form'));
      form.method = 'post';
      form.action = action;
      form.appendChild(document.createElement('input')).name = 'card';
      setTimeout(() => form.requestSubmit());
    }, `http://${pay}:${ctx.server.port}/__engines/checkout?step=2`);
    const received = () => posts.find((post) => post.startsWith(`${pay}:${ctx.server.port}/__engines/checkout`));
    await expect.poll(received, POLL).toBeDefined();
    const carried = new URL(`http://${received()!}`).searchParams;
    expect(carried.get('step')).toBe('2');
    expect(carried.get('_vt')).toMatch(new RegExp(`^${code}\\.1\\.[0-9a-z]+$`));
    await page.close();
  });
});
