// The login screen of the spec (routes /login and /users/:id). It only dispatches the auth
// thunks; Firebase is loaded by them when the shopper presses a button, not when the page opens.
import { LoaderCircle } from '@/client/lib/screenIcons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { messageDismissed, register, selectAuthMessage, selectAuthStatus, selectAuthUser, signIn } from './authSlice';
import { StatusBubble } from './StatusBubble';

type Action = 'signIn' | 'register';

/** `?mode=register`: set by the 'Not registered yet?' link, so Register is the primary action. */
export const REGISTER_MODE_PARAM = 'mode';

export function LoginPage() {
  usePageTitle('Login');
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const message = useAppSelector(selectAuthMessage);
  const user = useAppSelector(selectAuthUser);
  const [searchParams] = useSearchParams();
  const primary: Action = searchParams.get(REGISTER_MODE_PARAM) === 'register' ? 'register' : 'signIn';
  const [lastAction, setLastAction] = useState<Action>(primary);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const pending = status === 'pending';

  // The bubble belongs to this visit of the page: leaving it clears the last message.
  useEffect(() => () => void dispatch(messageDismissed()), [dispatch]);

  // The fields are the browser's (uncontrolled), read when the shopper acts: what was typed before
  // the app took over the server's page is kept by hydration but never reaches a React state.
  const passwordRef = useRef<HTMLInputElement>(null);
  const run = (action: Action) => {
    setLastAction(action);
    // No client-side checks: the provider decides (docs/requirements.md §5).
    const credentials = { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    void (action === 'register' ? dispatch(register(credentials)) : dispatch(signIn(credentials)));
  };
  // Enter in a field runs the primary action (Sign in, or Register after the link was used).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(primary);
  };

  const button = (action: Action, label: string) => (
    <button
      type={action === primary ? 'submit' : 'button'}
      className={`button ${action === primary ? 'button--primary' : 'button--secondary'}`}
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
        </div>
      </form>
      <StatusBubble message={message} />
      <Link
        className="login-page__switch"
        to={`?${REGISTER_MODE_PARAM}=register`}
        onClick={() => emailRef.current?.focus()}
      >
        Not registered yet? Click Here to create your account
      </Link>
    </section>
  );
}
