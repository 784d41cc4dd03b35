import { AppLink } from './AppLink';
import { useNotFoundStatus } from '@/client/hooks/useNotFoundStatus';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { SCREENS } from '@/shopRoutes';
import * as i18n from '@/client/i18n/i18n';

interface NotFoundPageProps {
  heading?: string;
  text?: string;
}

/** Unknown routes (and unknown products) get a page with a way home, never a blank screen. */
export function NotFoundPage({
  heading = i18n._({ id: 'notFound.title', message: 'Page not found' }),
  text = i18n._({ id: 'notFound.text', message: 'The page you are looking for does not exist or has moved.' }),
}: NotFoundPageProps) {
  usePageTitle(heading);
  useNotFoundStatus();
  return (
    <section className="not-found">
      <h1>{heading}</h1>
      <p>{text}</p>
      <AppLink to={SCREENS.home} className="button button--primary">
        {i18n._({ id: 'notFound.backToShop', message: 'Back to the shop' })}
      </AppLink>
    </section>
  );
}
