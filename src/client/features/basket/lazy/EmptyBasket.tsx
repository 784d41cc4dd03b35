// What the basket and the checkout show for an empty basket: the screen's title and the way back.
import { SCREENS } from '@/shopRoutes';
import { AppLink } from '@/client/components/AppLink';
import * as i18n from '@/client/i18n/i18n';

export function EmptyBasket({ title }: { title: string }) {
  return (
    <section className="selling-screen">
      <h1>{title}</h1>
      <p>{i18n._({ id: 'basket.empty.text', message: 'Your basket is empty.' })}</p>
      <AppLink to={SCREENS.home}>{i18n._({ id: 'basket.empty.continue', message: 'Continue shopping' })}</AppLink>
    </section>
  );
}
