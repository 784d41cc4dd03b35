import type { AuthUser } from './authTypes';
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFIED } from './lazy/authMessages';
import * as i18n from '@/client/i18n/i18n';

interface EmailVerificationNoteProps {
  user: AuthUser;
  /** While a request of the screen runs. */
  disabled: boolean;
  onResend: () => void;
}

/** Under 'You are signed in as …' (docs/requirements.md §10.19): whether the address is verified, and a way to get a new link. */
export function EmailVerificationNote({ user, disabled, onResend }: EmailVerificationNoteProps) {
  if (user.emailVerified) return <p className="login-page__verification">{EMAIL_VERIFIED}</p>;
  return (
    <p className="login-page__verification">
      {EMAIL_NOT_VERIFIED}{' '}
      <button type="button" className="button button--link" disabled={disabled} onClick={onResend}>
        {i18n._({ id: 'account.verification.resend', message: 'Resend verification email' })}
      </button>
    </p>
  );
}
