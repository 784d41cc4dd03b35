// The footer's legal links (issue 47): with the server's selling hint and GET /api/shop saying so,
// the five legal pages as plain links (the server's pages); in catalogue mode, no request and the
// spec's footer.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Footer } from '@/client/components/Footer';
import { LEGAL_PAGES } from '@/legalPages';
import { SELLING_HINT_COOKIE } from '@/shopRoutes';
import { apiServer, apiUrl, mockApiDuringTests, recordApiRequests } from '../../support/apiMocks';
import { renderWithProviders } from '../../support/renderWithProviders';

mockApiDuringTests();
const requests = recordApiRequests();
afterEach(() => {
  document.cookie = `${SELLING_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the footer’s legal links', () => {
  it('are the five legal pages while the shop sells', async () => {
    apiServer.use(http.get(apiUrl('/shop'), () => HttpResponse.json({ selling: true })));
    document.cookie = `${SELLING_HINT_COOKIE}=1; Path=/`;
    renderWithProviders(<Footer homeTo="/" />);
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect([...legal.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LEGAL_PAGES.map((page) => [page.title, page.path]),
    );
  });

  it('carry the price law’s note for the cards’ prices, which an asterisk marks', async () => {
    apiServer.use(http.get(apiUrl('/shop'), () => HttpResponse.json({ selling: true })));
    document.cookie = `${SELLING_HINT_COOKIE}=1; Path=/`;
    renderWithProviders(<Footer homeTo="/" />);
    const note = await screen.findByText(/All prices incl\. VAT/);
    expect(note).toHaveTextContent('* All prices incl. VAT, plus shipping.');
    expect(screen.getByRole('link', { name: 'plus shipping' })).toHaveAttribute('href', '/versand-und-zahlung');
    expect(document.head.innerHTML).toContain('.product-card__price::after { content: "*"; }');
  });

  it('are not there, and nothing is asked, in catalogue mode', async () => {
    renderWithProviders(<Footer homeTo="/" />);
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Legal' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('are not there when the hint is old and the shop no longer sells', async () => {
    apiServer.use(http.get(apiUrl('/shop'), () => HttpResponse.json({ selling: false })));
    document.cookie = `${SELLING_HINT_COOKIE}=1; Path=/`;
    renderWithProviders(<Footer homeTo="/" />);
    await waitFor(() => expect(requests).toEqual(['/api/shop']));
    expect(screen.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  });
});
