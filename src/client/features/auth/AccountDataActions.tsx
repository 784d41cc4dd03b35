// 'Download my data' and 'Delete my account' for a signed-in shopper (docs/requirements.md §10.24);
// the work comes with Firebase's chunk. The native confirm() is the confirmation every screen reader
// announces and every keyboard answers, with no focus to manage.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useServices } from '@/client/app/hooks';
import { authStateChanged } from './authSlice';
import type { AuthMessage, AuthUser } from './authTypes';
import { NETWORK_FAILED_MESSAGE } from './networkMessage';

const DELETE_CONFIRMATION = 'Delete your account and everything the shop keeps for you? This cannot be undone.';

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
    <section className="account-data" aria-label="Your data" aria-busy={busy}>
      <button type="button" className="button button--secondary" disabled={off} onClick={() => void download()}>
        Download my data
      </button>
      <button ref={deleteRef} type="button" className="button button--secondary" disabled={off} onClick={onDeleteClick}>
        Delete my account
      </button>
      {passwordNeeded && (
        <form className="account-data__password" noValidate onSubmit={onPasswordSubmit}>
          <p id={`${passwordId}-note`}>
            The shop&apos;s data has been deleted. To delete your account too, enter your password again.
          </p>
          <label htmlFor={passwordId}>Your password</label>
          <input
            id={passwordId}
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            aria-describedby={`${passwordId}-note`}
            autoFocus
          />
          <button type="submit" className="button button--primary" disabled={off}>
            Delete my account now
          </button>
          <button type="button" className="button button--link" disabled={off} onClick={cancelPassword}>
            Cancel
          </button>
        </form>
      )}
    </section>
  );
}
