// An address is verified in the email's link, usually in another tab or on another device, and
// Firebase's saved session does not learn of it by itself: while the signed-in user shows as not
// verified, the provider is asked again when the screen opens and when the shopper comes back to it.
import { useEffect } from 'react';
import { useAppDispatch, useServices } from '@/client/app/hooks';
import { authStateChanged } from './authSlice';
import type { AuthUser } from './authTypes';
import { reloadedUser } from './lazy/accountRequests';

export function useVerificationRefresh(user: AuthUser | null): void {
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  const uid = user?.uid;
  const unverified = user !== null && !user.emailVerified;
  useEffect(() => {
    if (!unverified) return;
    let shown = true;
    const refresh = () =>
      void reloadedUser(authService).then((fresh) => {
        if (shown && fresh && fresh.uid === uid && fresh.emailVerified) dispatch(authStateChanged(fresh));
      });
    refresh();
    window.addEventListener('focus', refresh);
    return () => {
      shown = false;
      window.removeEventListener('focus', refresh);
    };
  }, [dispatch, authService, uid, unverified]);
}
