import { AppLink } from './AppLink';
import { PAGE_NOT_FOUND_TITLE } from '@/contract';
import { useNotFoundStatus } from '@/client/hooks/useNotFoundStatus';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { SCREENS } from '@/shopRoutes';

interface NotFoundPageProps {
  heading?: string;
  text?: string;
}

/** Unknown routes (and unknown products) get a page with a way home, never a blank screen. */
export function NotFoundPage({
  heading = PAGE_NOT_FOUND_TITLE,
  text = 'The page you are looking for does not exist or has moved.',
}: NotFoundPageProps) {
  usePageTitle(heading);
  useNotFoundStatus();
  return (
    <section className="not-found">
      <h1>{heading}</h1>
      <p>{text}</p>
      <AppLink to={SCREENS.home} className="button button--primary">
        Back to the shop
      </AppLink>
    </section>
  );
}
