import { useMemo } from 'react';
import { selectAuthUser } from '@/client/features/auth/authSlice';
import type { ShopperSession } from '@/client/features/basket/lazy/shopperSession';
import { useAppSelector, useServices } from '../../hooks';

/** The signed-in shopper for the selling screens (their email, their ID token); null for a guest. */
export function useShopperSession(): ShopperSession | null {
  const user = useAppSelector(selectAuthUser);
  const { authService } = useServices();
  return useMemo(
    () =>
      user && {
        email: user.email,
        idToken: () => authService().then((service) => service.idToken(user.uid)),
      },
    [user, authService],
  );
}
