// One order on the staff's screen (issue 48) at /admin/orders/:number: the order as the shopper saw
// it, its emails, a status control that offers only the moves the rules allow, a change sent over the
// version read (If-Match), a newer version (412) in the conflict view, a refused move (409) in the
// shop's words, and the undo of a cancel. The API is MSW's (support/fakeOrderApi.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { AppRoutes, preloadScreenOf } from '@/client/app/router';
import type { OrderStatus } from '@/contract';
import { apiServer, mockApiDuringTests } from '../../../support/apiMocks';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeOrderApi, sampleOrder } from './support/fakeOrderApi';
import { resetStaffSession, staffSignedIn } from './support/staffSession';

jest.mock(
  '@/client/features/auth/authService',
  () => jest.requireActual<typeof import('./support/staffSession')>('./support/staffSession').authServiceModule,
);

mockApiDuringTests();
beforeAll(() => preloadScreenOf('/admin/orders/1042'));
beforeEach(() => resetStaffSession());

function open(status: OrderStatus = 'new') {
  const api = fakeOrderApi(sampleOrder(1042, status));
  apiServer.use(...api.handlers);
  const rendered = renderWithProviders(<AppRoutes />, { route: '/admin/orders/1042', preloadedState: staffSignedIn() });
  return { api, ...rendered };
}

const moveControl = () => screen.findByLabelText('Change the status');
const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the staff order screen', () => {
  it('shows the order as the shopper saw it, and its emails sent or waiting', async () => {
    open();
    const placed = await screen.findByRole('region', { name: 'As the shopper ordered it' });
    expect(placed).toHaveTextContent('2 × Sessel Anna à 125,00 € = 250,00 €');
    expect(placed).toHaveTextContent('incl. 19 % VAT39,92 €');
    expect(placed.querySelector('address')).toHaveTextContent(/^Max Muster\s*Hauptstr\. 1\s*10115 Berlin\s*Germany$/);
    expect(placed).toHaveTextContent('Payment in advance (bank transfer)');
    const emails = screen.getByRole('region', { name: 'Emails' });
    expect(emails).toHaveTextContent('The shopper’s emails are in German, the language they ordered in.');
    expect(emails).toHaveTextContent('Order confirmation to the shopper to shopper1042@example.de');
    expect(emails).toHaveTextContent('Sent 28 Nov 2026, 10:00 UTC');
    expect(emails).toHaveTextContent(
      'Waiting to be sent (3 attempts so far; last error: connect ECONNREFUSED 127.0.0.1:2525)',
    );
    expect(screen.getByRole('heading', { name: 'Status: New' })).toBeInTheDocument();
  });

  it('offers only the moves the rules allow, and sends each over the version read', async () => {
    const { api, user } = open();
    expect(offered(await moveControl())).toEqual(['Mark as paid', 'Cancel the order (puts its stock back)']);
    expect(screen.queryByLabelText('Tracking number (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change status' }));

    const heading = await screen.findByRole('heading', { name: 'Status: Paid' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Status changed to paid.')).toHaveAttribute('role', 'status');
    expect(offered(screen.getByLabelText('Change the status'))).toEqual([
      'Mark as shipped',
      'Cancel the order (puts its stock back)',
    ]);
    await user.type(screen.getByLabelText('Tracking number (optional)'), ' 00340434161234567890 ');
    await user.click(screen.getByRole('button', { name: 'Change status' }));

    expect(await screen.findByRole('heading', { name: 'Status: Shipped' })).toBeInTheDocument();
    expect(api.patches).toEqual([
      { ifMatch: '"o1042-1"', body: { status: 'paid' } },
      { ifMatch: '"o1042-2"', body: { status: 'shipped', trackingNumber: '00340434161234567890' } },
    ]);
    expect(offered(screen.getByLabelText('Change the status'))).toEqual(['Mark as completed']);
    expect(await screen.findByText('Tracking number: 00340434161234567890')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Status shipped')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
  });

  it('offers no move for a completed order', async () => {
    open('completed');
    expect(await screen.findByText('The order is completed: its status changes no further.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Change the status')).not.toBeInTheDocument();
  });

  it('shows a newer version (412) in the conflict view, and applies the move again over it', async () => {
    const { api, user } = open();
    await user.selectOptions(await moveControl(), 'Cancel the order (puts its stock back)');
    api.changeElsewhere('paid'); // a second tab marked it paid meanwhile

    await user.click(screen.getByRole('button', { name: 'Change status' }));

    const conflict = await screen.findByRole('region', { name: 'Someone changed this order since you opened it' });
    expect(within(conflict).getByRole('heading')).toHaveFocus();
    const status = within(conflict).getByRole('row', { name: /Status/ });
    expect(status).toHaveTextContent('StatusCancelled (your change)Paid (changed since)');

    await user.click(within(conflict).getByRole('button', { name: 'Apply my change to the newer version' }));

    expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeInTheDocument();
    expect(api.patches.map((patch) => patch.ifMatch)).toEqual(['"o1042-1"', '"o1042-2"']);
    expect(screen.queryByRole('region', { name: /Someone changed/ })).not.toBeInTheDocument();
  });

  it('shows a refused move (409) in the shop’s words, and Take the newer version shows it', async () => {
    const { api, user } = open();
    await moveControl();
    api.changeElsewhere('cancelled');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('button', { name: 'Apply my change to the newer version' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An order that is cancelled cannot become paid.');
    // A refusal, not a failure: sending the same move again would be refused again.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take the newer version' }));
    expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeInTheDocument();
    // The history is read again too: the other tab's change is on it.
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Status cancelled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Change the status')).not.toBeInTheDocument();
  });

  it('undoes a cancel from the history, or says which lines lack the stock', async () => {
    const { api, user } = open('paid');
    await user.selectOptions(await moveControl(), 'Cancel the order (puts its stock back)');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const history = screen.getByRole('region', { name: 'History' });
    const undo = await within(history).findByRole('button', { name: /^Undo: status cancelled/ });
    api.answerUndoWith(() =>
      HttpResponse.json(
        {
          error: 'out_of_stock',
          message: 'Not enough stock to undo the cancel: nothing was changed.',
          lines: [{ productId: 5, requested: 2, available: 1 }],
        },
        { status: 409 },
      ),
    );

    await user.click(undo);

    const refusal = await within(history).findByRole('alert');
    expect(refusal).toHaveTextContent('Not enough stock to undo the cancel: nothing was changed.');
    expect(refusal).toHaveTextContent('Sessel Anna: 2 needed, 1 in stock');

    api.answerUndoWith(undefined);
    await user.click(undo);

    const status = await screen.findByRole('heading', { name: 'Status: Paid' });
    await waitFor(() => expect(status).toHaveFocus()); // the Undo pressed is gone
    await waitFor(() => expect(within(history).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
    expect(within(history).getByText('Undone')).toBeInTheDocument();
  });
});
