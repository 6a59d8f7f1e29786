'use client';
import { useEffect } from 'react';
import { useVisitTag } from 'visit-tag/react';

/** A client component that tracks: a conversion when the button is clicked. */
export function BuyButton() {
  const tracker = useVisitTag();
  // For the example's test (test/examples/next-app.test.ts): the page is hydrated, links navigate
  // on the client from now on.
  useEffect(() => void (document.documentElement.dataset.appReady = 'true'), []);
  return (
    <button id="buy" onClick={() => tracker.trackConversion(12, { revenue: 30 })}>
      Buy
    </button>
  );
}
