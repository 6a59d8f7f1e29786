import type { Metadata } from 'next';
import { BuyButton } from '../buy-button';

export const metadata: Metadata = { title: 'Page B' };

export default function PageB() {
  return (
    <>
      <h1>Page B</h1>
      <BuyButton />
    </>
  );
}
