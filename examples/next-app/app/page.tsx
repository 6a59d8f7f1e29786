import { BuyButton } from './buy-button';

export default function Home() {
  return (
    <>
      <h1>Home</h1>
      <BuyButton />
    </>
  );
}
