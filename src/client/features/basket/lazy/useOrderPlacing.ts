// Placing the order: one key per attempt (a retry or double click sends the same), refusals shown
// as they came (what is left, the new total), never charged silently; after 201 the basket empties
// and the order's page opens.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderRefusal, OrderRequest } from '@/contract';
import { useAppDispatch } from '@/client/app/hooks';
import { basketEmptied } from './basketSlice';
import { createAttemptKeys } from './idempotencyKey';
import { orderPath } from '@/sellingRoutes';
import { placeOrder } from './sellingRequests';
import type { ShopperSession } from './shopperSession';

export type PlacingState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'refused'; refusal: OrderRefusal }
  | { kind: 'problems'; message: string; problems: Record<string, string> }
  | { kind: 'failed'; message: string };

export function useOrderPlacing(session: ShopperSession | null, onRefused: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<PlacingState>({ kind: 'idle' });
  const keyFor = useRef(createAttemptKeys()).current;
  const sending = useRef(false);

  const place = async (order: OrderRequest) => {
    if (sending.current) return; // a double click: the first request is on its way
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      const token = session ? await session.idToken() : null;
      const outcome = await placeOrder(order, keyFor(order), token);
      if (outcome.kind === 'placed') {
        dispatch(basketEmptied());
        void navigate(orderPath(outcome.order.number, session ? undefined : outcome.order.accessToken));
        return;
      }
      if (outcome.kind === 'refused') onRefused();
      setState(outcome.kind === 'refused' ? { kind: 'refused', refusal: outcome.refusal } : outcome);
    } finally {
      sending.current = false;
    }
  };
  return { state, place };
}
