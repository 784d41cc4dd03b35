// /checkout (docs/orders.md): address and payment method, then, directly above the button that reads
// exactly "Zahlungspflichtig bestellen" (§ 312j (3) BGB), everything the order will be.
import { useEffect, useState, type FormEvent } from 'react';
import { SCREENS } from '@/shopRoutes';
import { AppLink } from '@/client/components/AppLink';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import {
  CHECKOUT_FIELDS,
  checkCheckout,
  checkoutFieldOf,
  orderRequestOf,
  type CheckoutField,
  type CheckoutProblems,
  type CheckoutValues,
} from './checkoutForm';
import { EmptyBasket } from './EmptyBasket';
import { CheckoutFields } from './CheckoutFields';
import { OrderSummary } from './OrderSummary';
import { RefusalNotice } from './RefusalNotice';
import type { ShopperSession } from './shopperSession';
import { useBasketView } from './useBasketView';
import { useOrderPlacing } from './useOrderPlacing';
import { pageLanguage } from '@/client/lib/pageLanguage';
import * as i18n from '@/client/i18n/i18n';

/** The order button's words, exactly as the law asks. */
const ORDER_BUTTON_TEXT = i18n._({ id: 'checkout.submit', message: 'Zahlungspflichtig bestellen' });

const CHECKOUT_TITLE = i18n._({ id: 'checkout.title', message: 'Checkout' });

const EMPTY: CheckoutValues = { email: '', name: '', street: '', postalCode: '', city: '', paymentMethod: '' };

function focusFirst(problems: CheckoutProblems) {
  const first = CHECKOUT_FIELDS.find((field) => problems[field]);
  if (!first) return;
  const target =
    first === 'paymentMethod'
      ? document.querySelector<HTMLInputElement>('input[name="paymentMethod"]')
      : document.getElementById(`checkout-${first}`);
  target?.focus();
}

const serverProblems = (problems: Record<string, string>): CheckoutProblems =>
  Object.fromEntries(
    Object.entries(problems).flatMap(([path, text]) => {
      const field = checkoutFieldOf(path);
      return field ? [[field, text]] : [];
    }),
  );

export function CheckoutPage({ session }: { session: ShopperSession | null }) {
  usePageTitle(CHECKOUT_TITLE);
  const { shop, view, products, shipping, ready, failed, retry } = useBasketView();
  const [values, setValues] = useState<CheckoutValues>({ ...EMPTY, email: session?.email ?? '' });
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const { state, place } = useOrderPlacing(session, retry);
  const accountEmail = session?.email;
  useEffect(() => {
    if (accountEmail) setValues((before) => ({ ...before, email: accountEmail }));
  }, [accountEmail]);
  useEffect(() => {
    if (state.kind !== 'problems') return;
    const found = serverProblems(state.problems);
    setProblems(found);
    focusFirst(found);
  }, [state]);

  if (!shop?.selling)
    return (
      <p role="status">
        {shop
          ? i18n._({ id: 'checkout.notSelling', message: 'The shop does not take orders at the moment.' })
          : i18n._({ id: 'checkout.loading', message: 'Loading…' })}
      </p>
    );
  if (view.lines.length === 0 && state.kind !== 'sending') return <EmptyBasket title={CHECKOUT_TITLE} />;

  const change = (field: CheckoutField, value: string) => setValues((before) => ({ ...before, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCheckout(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    const lines = view.lines.filter((line) => line.now).map(({ productId, quantity }) => ({ productId, quantity }));
    void place(orderRequestOf(values, lines, view.totals.totalCents, pageLanguage()));
  };
  const canOrder = ready && !failed && !view.changed;

  return (
    <section className="selling-screen" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{CHECKOUT_TITLE}</h1>
      <form className="checkout-form" onSubmit={submit} noValidate>
        <CheckoutFields
          values={values}
          problems={problems}
          paymentMethods={shop.paymentMethods}
          onChange={change}
          emailFixed={Boolean(accountEmail)}
        />
        {state.kind === 'refused' && <RefusalNotice refusal={state.refusal} products={products} />}
        {(state.kind === 'failed' || state.kind === 'problems') && <p role="alert">{state.message}</p>}
        {view.changed && (
          <p role="alert">
            {i18n._({ id: 'checkout.changed.lead', message: 'Some lines changed since you added them.' })}{' '}
            <AppLink to={SCREENS.basket}>
              {i18n._({ id: 'checkout.changed.link', message: 'See them in your basket' })}
            </AppLink>{' '}
            {i18n._({ id: 'checkout.changed.tail', message: 'before you order.' })}
          </p>
        )}
        {failed && (
          <p role="alert">
            {i18n._({
              id: 'checkout.availabilityFailed',
              message: "Today's prices and stock could not be read. Please try again.",
            })}
          </p>
        )}
        {canOrder && (
          <OrderSummary view={view} products={products} shipping={shipping} paymentMethod={values.paymentMethod} />
        )}
        <button type="submit" className="button button--primary" disabled={!canOrder}>
          {ORDER_BUTTON_TEXT}
        </button>
        {state.kind === 'sending' && (
          <p role="status">{i18n._({ id: 'checkout.sending', message: 'Placing your order…' })}</p>
        )}
      </form>
    </section>
  );
}
