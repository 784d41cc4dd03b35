// The page the account emails link to (/auth/action, §10.20): a new password, or a verification.
// The server renders it without the link's code, so the first render says "Checking your link…".
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/client/components/AppLink';
import { useAppDispatch, useServices } from '@/client/app/hooks';
import { Icon } from '@/client/components/Icon';
import { usePageTitle } from '@/client/hooks/usePageTitle';
import { LoaderCircle } from '@/client/lib/icons/lazyScreenShapes';
import { CHECKING_LINK, UNKNOWN_ACTION_LINK } from './lazy/authMessages';
import { checkResetCode, saveNewPassword, verifyEmail, type ActionOutcome } from './lazy/actionRequests';
import { DEFAULT_CONTINUE_PATH, readAuthActionLink, type AuthActionLink } from './authActionLink';
import { StatusBubble } from './StatusBubble';
import * as i18n from '@/client/i18n/i18n';

const TITLE = i18n._({ id: 'account.title', message: 'Your account' });

type View = { kind: 'checking' } | { kind: 'unknownLink' } | ActionOutcome;

export function AuthActionPage() {
  usePageTitle(TITLE);
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  // One request per code at a time: a code works once, and StrictMode runs mount effects twice.
  const inFlight = useRef(new Map<string, Promise<ActionOutcome>>());
  const { search } = useLocation();
  const headingId = useId();
  const [link, setLink] = useState<AuthActionLink | null>(null);
  const [view, setView] = useState<View>({ kind: 'checking' });
  // The form's error stays beside the form (a weak password); a dead code replaces it.
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const read = readAuthActionLink(new URLSearchParams(search), window.location.origin);
    setLink(read);
    setFormError(null);
    if (read.mode === 'unknown') {
      setView({ kind: 'unknownLink' });
      return;
    }
    setView({ kind: 'checking' });
    let shown = true;
    const key = `${read.mode}:${read.code}`;
    let request = inFlight.current.get(key);
    if (!request) {
      request = (
        read.mode === 'resetPassword'
          ? checkResetCode(authService, read.code)
          : verifyEmail(authService, read.code, dispatch)
      ).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, request);
    }
    void request.then((outcome) => {
      if (shown) setView(outcome);
    });
    return () => {
      shown = false;
    };
  }, [search, dispatch, authService]);

  const save = (newPassword: string) => {
    if (saving || link?.mode !== 'resetPassword') return;
    setSaving(true);
    setFormError(null);
    void saveNewPassword(authService, link.code, newPassword).then((outcome) => {
      setSaving(false);
      if (outcome.kind === 'error' && !outcome.deadLink) setFormError(outcome.text);
      else setView(outcome);
    });
  };

  const continuePath = link?.mode === 'unknown' || !link ? DEFAULT_CONTINUE_PATH : link.continuePath;
  return (
    <section className="login-page" aria-labelledby={headingId} aria-busy={view.kind === 'checking'}>
      <h1 id={headingId}>{TITLE}</h1>
      {view.kind === 'checking' && <p>{CHECKING_LINK}</p>}
      {view.kind === 'unknownLink' && <p>{UNKNOWN_ACTION_LINK}</p>}
      {view.kind === 'newPasswordForm' && <NewPasswordForm email={view.email} saving={saving} onSave={save} />}
      <StatusBubble
        message={
          view.kind === 'success' || view.kind === 'error'
            ? { kind: view.kind, text: view.text }
            : formError
              ? { kind: 'error', text: formError }
              : null
        }
      />
      {view.kind === 'success' && (
        <AppLink className="login-page__switch" to={continuePath}>
          {i18n._({ id: 'account.action.toLogin', message: 'Go to the login page' })}
        </AppLink>
      )}
      {(view.kind === 'unknownLink' || (view.kind === 'error' && view.deadLink)) && (
        <AppLink className="login-page__switch" to={DEFAULT_CONTINUE_PATH}>
          {i18n._({ id: 'account.action.newLink', message: 'Ask for a new link on the login page' })}
        </AppLink>
      )}
    </section>
  );
}

interface NewPasswordFormProps {
  email: string;
  saving: boolean;
  onSave: (newPassword: string) => void;
}

function NewPasswordForm({ email, saving, onSave }: NewPasswordFormProps) {
  const fieldId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(passwordRef.current?.value ?? '');
  };
  return (
    <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="login-page__signed-in">
        {i18n._({ id: 'account.newPassword.intro', message: 'Choose a new password for {email}.', values: { email } })}
      </p>
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="login-form__field">
        <label htmlFor={fieldId}>{i18n._({ id: 'account.newPassword.label', message: 'New password' })}</label>
        <input id={fieldId} ref={passwordRef} type="password" name="new-password" autoComplete="new-password" />
      </div>
      <div className="login-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving && <Icon icon={LoaderCircle} size={18} className="login-form__spinner" />}
          <span>{i18n._({ id: 'account.newPassword.save', message: 'Save new password' })}</span>
        </button>
      </div>
    </form>
  );
}
