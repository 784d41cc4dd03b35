// The footer's links to the legal pages, while the shop sells: plain links, as they are the server's
// pages, not the app's (docs/decisions.md). Its own chunk, loaded only behind the selling hint, so
// catalogue mode downloads none of it and asks nothing.
import { useGetShopQuery } from '@/client/api/shopApi';
import { LEGAL_PAGES } from '@/legalPages';

export function LegalLinks() {
  // A save of the settings in this tab refreshes this answer too (settingsApi.ts).
  if (!useGetShopQuery().data?.selling) return null;
  return (
    <nav aria-label="Legal">
      <ul className="site-footer__legal">
        {LEGAL_PAGES.map(({ path, title }) => (
          <li key={path}>
            <a href={path}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
