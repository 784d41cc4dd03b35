// What the basket and the checkout show for an empty basket: the screen's title and the way back.
import { SCREENS } from '@/shopRoutes';
import { AppLink } from '@/client/components/AppLink';

export function EmptyBasket({ title }: { title: string }) {
  return (
    <section className="selling-screen">
      <h1>{title}</h1>
      <p>Your basket is empty.</p>
      <AppLink to={SCREENS.home}>Continue shopping</AppLink>
    </section>
  );
}
