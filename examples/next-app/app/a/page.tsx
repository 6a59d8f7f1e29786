import type { Metadata } from 'next';
import { BuyButton } from '../buy-button';

export const metadata: Metadata = { title: 'Page A' };

export default function PageA() {
  return (
    <>
      <h1>Page A</h1>
      <BuyButton />
    </>
  );
}
