import { createProxy } from 'visit-tag/proxy';

// The first-party proxy (docs/first-party.md): the tag posts to /vt on this app's own origin, and
// this route handler forwards POST /vt/visit/events and GET /vt/map/map to the service, with the
// visitor's User-Agent and address and none of the site's cookies. Anything else under /vt is 404.
// VISIT_TAG_UPSTREAM is the service's data address (the stand-in in the example's test).
const proxy = createProxy({
  dataUrl: process.env.VISIT_TAG_UPSTREAM ?? 'https://data.example.com',
  basePath: '/vt',
  // `next start` on its own is the front here: its socket address is not given to route handlers,
  // and Next.js puts the peer's address in X-Forwarded-For. Behind a load balancer, say 2.
  trustedFronts: 1,
});

export const GET = proxy;
export const POST = proxy;
// Never prerendered at build time: every request goes to the service.
export const dynamic = 'force-dynamic';
