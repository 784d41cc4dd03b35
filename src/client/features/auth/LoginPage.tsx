// The login screen (/login, /users/:id) with password reset and email verification (§10.18, §10.19).
// With `?next=` (from the staff area), a successful sign-in goes on to that screen of the shop.
import { LoaderCircle } from '@/client/lib/icons/lazyScreenShapes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '@/client/components/AppLink';
import { LOGIN_TITLE } from '@/contract';
import { keptReturn, returnPathOf } from '@/loginReturn';
import { useAppDispatch, useAppSelector, useServices } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { messageDismissed, selectAuthMessage, selectAuthStatus, selectAuthUser } from './authSlice';
import { register, signIn } from './authThunks';
import type { AuthMessage } from './authTypes';
import { requestPasswordReset, resendVerificationEmail } from './lazy/accountRequests';
import { AccountDataActions } from './AccountDataActions';
import { EmailVerificationNote } from './EmailVerificationNote';
import { StatusBubble } from './StatusBubble';
import { useVerificationRefresh } from './useVerificationRefresh';

type Action = 'signIn' | 'register' | 'reset' | 'resend';

/** `?mode=register`: set by the 'Not registered yet?' link, so Register is the primary action. */
const REGISTER_MODE_PARAM = 'mode';

export function LoginPage() {
  usePageTitle(LOGIN_TITLE);
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  const status = useAppSelector(selectAuthStatus);
  const message = useAppSelector(selectAuthMessage);
  const user = useAppSelector(selectAuthUser);
  // Read from the address as it is (React Router's useSearchParams would bring its setter's code into the first load).
  const { search } = useLocation();
  const navigate = useNavigate();
  const mode = new URLSearchParams(search).get(REGISTER_MODE_PARAM);
  const returnPath = returnPathOf(search);
  const primary: Action = mode === 'register' ? 'register' : 'signIn';
  const [lastAction, setLastAction] = useState<Action>(primary);
  const [accountRequest, setAccountRequest] = useState<{ pending: boolean; message: AuthMessage | null }>({
    pending: false,
    message: null,
  });
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const pending = status === 'pending' || accountRequest.pending;
  useVerificationRefresh(user);

  // The bubble belongs to this visit of the page: leaving it clears the last message.
  useEffect(() => () => void dispatch(messageDismissed()), [dispatch]);

  // Uncontrolled fields: what was typed before hydration never reaches a React state.
  const passwordRef = useRef<HTMLInputElement>(null);
  const accountRequestRunning = useRef(false); // a double click sends one request
  const run = (action: Action) => {
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
  // Enter in a field runs the primary action (Sign in, or Register after the link was used).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(primary);
  };

  const button = (action: Action, label: string, look = action === primary ? 'primary' : 'secondary') => (
    <button
      type={action === primary ? 'submit' : 'button'}
      className={`button button--${look}`}
      disabled={pending}
      onClick={action === primary ? undefined : () => run(action)}
    >
      {pending && lastAction === action && <Icon icon={LoaderCircle} size={18} className="login-form__spinner" />}
      <span>{label}</span>
    </button>
  );

  return (
    <section className="login-page" aria-labelledby={`${emailId}-heading`}>
      <h1 id={`${emailId}-heading`}>Login here to access your Profile</h1>
      {user && <p className="login-page__signed-in">You are signed in as {user.email}.</p>}
      {user && <EmailVerificationNote user={user} disabled={pending} onResend={() => run('resend')} />}
      {user && <AccountDataActions user={user} disabled={pending} onMessage={showAccountMessage} />}
      <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <div className="login-form__field">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            ref={emailRef}
            type="email"
            name="email"
            autoComplete={primary === 'register' ? 'email' : 'username'}
            // The link's page opened anew (tapped before the app had taken over) starts where the link puts focus.
            autoFocus={primary === 'register'}
          />
        </div>
        <div className="login-form__field">
          <label htmlFor={passwordId}>Password</label>
          <input
            id={passwordId}
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete={primary === 'register' ? 'new-password' : 'current-password'}
          />
        </div>
        <div className="login-form__actions">
          {button('signIn', 'Sign in')}
          {button('register', 'Register')}
          {button('reset', 'Forgot password?', 'link')}
        </div>
      </form>
      <StatusBubble message={accountRequest.message ?? message} />
      <AppLink
        className="login-page__switch"
        to={`?${REGISTER_MODE_PARAM}=register${keptReturn(search)}`}
        onClick={() => emailRef.current?.focus()}
      >
        Not registered yet? Click Here to create your account
      </AppLink>
    </section>
  );
}
