// What the login screen's buttons do: sign in or register through the store's thunks, or ask for a
// password reset or a new verification email, whose answer shows in the screen's one bubble.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useServices } from '@/client/app/hooks';
import { messageDismissed, selectAuthMessage, selectAuthStatus, selectAuthUser } from './authSlice';
import { register, signIn } from './authThunks';
import type { AuthMessage } from './authTypes';
import { requestPasswordReset, resendVerificationEmail } from './lazy/accountRequests';
import { useVerificationRefresh } from './useVerificationRefresh';

export type LoginAction = 'signIn' | 'register' | 'reset' | 'resend';

interface LoginFields {
  /** Where a successful sign-in goes on to (`?next=`), if anywhere. */
  returnPath: string | undefined;
  emailRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
}

export function useLoginActions(primary: LoginAction, { returnPath, emailRef, passwordRef }: LoginFields) {
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  const status = useAppSelector(selectAuthStatus);
  const message = useAppSelector(selectAuthMessage);
  const user = useAppSelector(selectAuthUser);
  const navigate = useNavigate();
  const [lastAction, setLastAction] = useState<LoginAction>(primary);
  const [accountRequest, setAccountRequest] = useState<{ pending: boolean; message: AuthMessage | null }>({
    pending: false,
    message: null,
  });
  const pending = status === 'pending' || accountRequest.pending;
  useVerificationRefresh(user);

  // The bubble belongs to this visit of the page: leaving it clears the last message.
  useEffect(() => () => void dispatch(messageDismissed()), [dispatch]);

  const accountRequestRunning = useRef(false); // a double click sends one request
  const run = (action: LoginAction) => {
    if (accountRequestRunning.current) return;
    setLastAction(action);
    // No client-side checks: the provider decides (docs/requirements.md §5).
    const credentials = { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    if (action === 'signIn' || action === 'register') {
      setAccountRequest({ pending: false, message: null });
      if (action === 'register') void dispatch(register(credentials));
      else
        void dispatch(signIn(credentials)).then((result) => {
          if (returnPath && signIn.fulfilled.match(result)) void navigate(returnPath);
        });
      return;
    }
    // One bubble: the store's last sign-in message gives way to this request's answer.
    dispatch(messageDismissed());
    accountRequestRunning.current = true;
    setAccountRequest({ pending: true, message: null });
    const request =
      action === 'reset'
        ? requestPasswordReset(authService, credentials.email)
        : resendVerificationEmail(authService, user?.email ?? '');
    void request.then((answer) => {
      accountRequestRunning.current = false;
      setAccountRequest({ pending: false, message: answer });
    });
  };
  const showAccountMessage = (answer: AuthMessage | null) => {
    dispatch(messageDismissed());
    setAccountRequest({ pending: false, message: answer });
  };

  return {
    user,
    pending,
    lastAction,
    shownMessage: accountRequest.message ?? message,
    run,
    showAccountMessage,
  };
}
