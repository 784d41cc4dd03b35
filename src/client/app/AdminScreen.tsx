// The staff area as the app composes it: the admin feature's page with the auth feature's session
// and sign-out. In the staff area's own chunk, so neither is in a shopper's first load.
import { useEffect, useState } from 'react';
import { type StaffSession, AdminPage } from '@/client/features/admin/lazy/AdminPage';
import { authStateChanged, selectAuthUser } from '@/client/features/auth/authSlice';
import { signOutClicked } from '@/client/features/auth/authThunks';
import { loginMarkerUid } from '@/client/features/auth/loginMarker';
import { useAppDispatch, useAppSelector, useServices } from './hooks';

/**
 * 'checking' on the server and in the first render (which must match it), and while a session the
 * login marker announces is being restored; then the signed-in account, or signed out.
 */
function useStaffSession(): StaffSession {
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  const user = useAppSelector(selectAuthUser);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (user || loginMarkerUid() === null) {
      setRestored(true);
      return;
    }
    let live = true;
    // The session restore runs after the first paint; asking Firebase here waits for the same answer.
    authService()
      .then((service) => service.currentUser())
      .then(
        (found) => found && dispatch(authStateChanged(found)),
        () => undefined, // Firebase unreachable: shown as signed out, as everywhere in the shop
      )
      .finally(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [user, authService, dispatch]);
  if (user && restored) return { state: 'signedIn' };
  return restored ? { state: 'signedOut' } : { state: 'checking' };
}

export function AdminScreen() {
  const dispatch = useAppDispatch();
  return <AdminPage session={useStaffSession()} onSignOut={() => void dispatch(signOutClicked())} />;
}
