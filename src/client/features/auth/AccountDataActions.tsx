// 'Download my data' and 'Delete my account' for a signed-in shopper (docs/requirements.md §10.24);
// the work comes with Firebase's chunk. The native confirm() is the confirmation every screen reader
// announces and every keyboard answers, with no focus to manage.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useServices } from '@/client/app/hooks';
import { authStateChanged } from './authSlice';
import type { AuthMessage, AuthUser } from './authTypes';
import { NETWORK_FAILED_MESSAGE } from './networkMessage';
import * as i18n from '@/client/i18n/i18n';

const DELETE_CONFIRMATION = i18n._({
  id: 'account.data.deleteConfirmation',
  message: 'Delete your account and everything the shop keeps for you? This cannot be undone.',
});
const PASSWORD_NOTE = i18n._({
  id: 'account.data.passwordNote',
  message: "The shop's data has been deleted. To delete your account too, enter your password again.",
});

const accountData = () => import(/* webpackChunkName: "firebase-auth" */ './lazy/accountData');
const offline = (): AuthMessage => ({ kind: 'error', text: NETWORK_FAILED_MESSAGE });

interface Props {
  user: AuthUser;
  disabled: boolean;
  /** A request starts (null) or ends with the bubble's message. */
  onMessage: (message: AuthMessage | null) => void;
}

export function AccountDataActions({ user, disabled, onMessage }: Props) {
  const dispatch = useAppDispatch();
  const { authService } = useServices();
  const [busy, setBusy] = useState(false);
  const [passwordNeeded, setPasswordNeeded] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const passwordId = useId();
  const running = useRef(false); // a double click sends one request

  const run = async (work: () => Promise<AuthMessage | null>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    onMessage(null);
    const message = await work().catch(offline);
    running.current = false;
    setBusy(false);
    if (message) onMessage(message);
  };

  const download = () => run(() => accountData().then((lazy) => lazy.downloadAccountData(authService, user.uid)));
  const remove = (password?: string) =>
    run(async () => {
      const deletion = await (await accountData()).deleteAccount(authService, user.uid, password);
      // A wrong password keeps the step open for another try.
      setPasswordNeeded(
        deletion.outcome === 'passwordNeeded' || (password !== undefined && deletion.outcome === 'failed'),
      );
      if (deletion.outcome === 'deleted') dispatch(authStateChanged(null));
      return deletion.message;
    });
  const onDeleteClick = () => {
    if (!running.current && window.confirm(DELETE_CONFIRMATION)) void remove();
  };
  const onPasswordSubmit = (event: FormEvent) => {
    event.preventDefault();
    void remove(passwordRef.current?.value ?? '');
  };

  const cancelPassword = () => {
    setPasswordNeeded(false);
    deleteRef.current?.focus();
  };

  const off = disabled || busy;
  return (
    <section
      className="account-data"
      aria-label={i18n._({ id: 'account.data.label', message: 'Your data' })}
      aria-busy={busy}
    >
      <button type="button" className="button button--secondary" disabled={off} onClick={() => void download()}>
        {i18n._({ id: 'account.data.download', message: 'Download my data' })}
      </button>
      <button ref={deleteRef} type="button" className="button button--secondary" disabled={off} onClick={onDeleteClick}>
        {i18n._({ id: 'account.data.delete', message: 'Delete my account' })}
      </button>
      {passwordNeeded && (
        <form className="account-data__password" noValidate onSubmit={onPasswordSubmit}>
          <p id={`${passwordId}-note`}>{PASSWORD_NOTE}</p>
          <label htmlFor={passwordId}>{i18n._({ id: 'account.data.password', message: 'Your password' })}</label>
          <input
            id={passwordId}
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            aria-describedby={`${passwordId}-note`}
            autoFocus
          />
          <button type="submit" className="button button--primary" disabled={off}>
            {i18n._({ id: 'account.data.deleteNow', message: 'Delete my account now' })}
          </button>
          <button type="button" className="button button--link" disabled={off} onClick={cancelPassword}>
            {i18n._({ id: 'account.data.cancel', message: 'Cancel' })}
          </button>
        </form>
      )}
    </section>
  );
}
