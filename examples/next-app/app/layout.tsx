import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { VisitTag } from 'visit-tag/react';

// A server component renders <VisitTag> (a client component: visit-tag/react is marked 'use client').
// Its props cross to the browser, so they must be serialisable: strings, numbers, booleans, arrays.
// For `beforeSend` (a function) or RegExp URL rules, render <VisitTag> from a client component.
// This example reads its site code and data URL from the server's environment when a page is
// requested (hence force-dynamic); a site with fixed values writes them here and stays static.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Home' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <VisitTag siteCode={process.env.VISIT_TAG_SITE_CODE} url={process.env.VISIT_TAG_URL} redactQuery={['email']} />
        <nav>
          <Link id="to-home" href="/">
            Home
          </Link>{' '}
          <Link id="to-a" href="/a">
            Page A
          </Link>{' '}
          <Link id="to-b" href="/b">
            Page B
          </Link>
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}
