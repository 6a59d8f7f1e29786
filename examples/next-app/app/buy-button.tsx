'use client';
import { useEffect } from 'react';
import { useVisitTag } from 'visit-tag/react';

/**
 * A client component that tracks: an order's conversion when the button is clicked. With its
 * order id, a second click (or a reload of the page) sends nothing: the tracker loads its part
 * file, a chunk of its own in the app's bundle, to remember the order on the device.
 */
export function BuyButton() {
  const tracker = useVisitTag();
  // For the example's test (test/examples/next-app.test.ts): the page is hydrated, links navigate
  // on the client from now on.
  useEffect(() => void (document.documentElement.dataset.appReady = 'true'), []);
  return (
    <button id="buy" onClick={() => tracker.trackConversion(12, { revenue: 30, orderId: 'order-1001' })}>
      Buy
    </button>
  );
}
