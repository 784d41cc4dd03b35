// The login screen (/login, /users/:id) with password reset and email verification (§10.18, §10.19).
// With `?next=` (from the staff area), a successful sign-in goes on to that screen of the shop.
import { LoaderCircle } from '@/client/lib/icons/lazyScreenShapes';
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/client/components/AppLink';
import { keptReturn, returnPathOf } from '@/loginReturn';
import { Icon } from '@/client/components/Icon';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { AccountDataActions } from './AccountDataActions';
import { EmailVerificationNote } from './EmailVerificationNote';
import { StatusBubble } from './StatusBubble';
import { useLoginActions, type LoginAction } from './useLoginActions';
import * as i18n from '@/client/i18n/i18n';

/** `?mode=register`: set by the 'Not registered yet?' link, so Register is the primary action. */
const REGISTER_MODE_PARAM = 'mode';

/** What the browser's password manager is told each field holds, signing in or registering. */
const FIELDS = {
  email: { label: i18n._({ id: 'login.field.email', message: 'Email' }), signIn: 'username', register: 'email' },
  password: {
    label: i18n._({ id: 'login.field.password', message: 'Password' }),
    signIn: 'current-password',
    register: 'new-password',
  },
} as const;

interface LoginFieldProps {
  kind: keyof typeof FIELDS;
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  registering: boolean;
}

/** A labelled field, uncontrolled: its value is read from `inputRef` when an action runs. */
function LoginField({ kind, id, inputRef, registering }: LoginFieldProps) {
  const field = FIELDS[kind];
  return (
    <div className="login-form__field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        ref={inputRef}
        type={kind}
        name={kind}
        autoComplete={registering ? field.register : field.signIn}
        // The link's page opened anew (tapped before the app had taken over) starts where the link puts focus.
        autoFocus={kind === 'email' && registering}
      />
    </div>
  );
}

export function LoginPage() {
  usePageTitle(i18n._({ id: 'login.title', message: 'Login' }));
  // Read from the address as it is (React Router's useSearchParams would bring its setter's code into the first load).
  const { search } = useLocation();
  const mode = new URLSearchParams(search).get(REGISTER_MODE_PARAM);
  const primary: LoginAction = mode === 'register' ? 'register' : 'signIn';
  const emailRef = useRef<HTMLInputElement>(null);
  // Uncontrolled fields: what was typed before hydration never reaches a React state.
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const { user, pending, lastAction, shownMessage, run, showAccountMessage } = useLoginActions(primary, {
    returnPath: returnPathOf(search),
    emailRef,
    passwordRef,
  });
  // Enter in a field runs the primary action (Sign in, or Register after the link was used).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(primary);
  };

  const button = (action: LoginAction, label: string, look = action === primary ? 'primary' : 'secondary') => (
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
      <h1 id={`${emailId}-heading`}>{i18n._({ id: 'login.heading', message: 'Login here to access your Profile' })}</h1>
      {user && (
        <p className="login-page__signed-in">
          {i18n._({
            id: 'login.signedInAs',
            message: 'You are signed in as {email}.',
            values: { email: user.email ?? '' },
          })}
        </p>
      )}
      {user && <EmailVerificationNote user={user} disabled={pending} onResend={() => run('resend')} />}
      {user && <AccountDataActions user={user} disabled={pending} onMessage={showAccountMessage} />}
      <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <LoginField kind="email" id={emailId} inputRef={emailRef} registering={primary === 'register'} />
        <LoginField kind="password" id={passwordId} inputRef={passwordRef} registering={primary === 'register'} />
        <div className="login-form__actions">
          {button('signIn', i18n._({ id: 'login.signIn', message: 'Sign in' }))}
          {button('register', i18n._({ id: 'login.register', message: 'Register' }))}
          {button('reset', i18n._({ id: 'login.forgotPassword', message: 'Forgot password?' }), 'link')}
        </div>
      </form>
      <StatusBubble message={shownMessage} />
      <AppLink
        className="login-page__switch"
        to={`?${REGISTER_MODE_PARAM}=register${keptReturn(search)}`}
        onClick={() => emailRef.current?.focus()}
      >
        {i18n._({ id: 'login.toRegister', message: 'Not registered yet? Click Here to create your account' })}
      </AppLink>
    </section>
  );
}
