import type { AuthMessage } from './authTypes';

/**
 * The spec's status bubble below the login form: success in green, errors in red. The live region
 * is always in the page (empty when there is nothing to say), so screen readers announce every
 * new message, not only the first one.
 */
export function StatusBubble({ message }: { message: AuthMessage | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={message ? `status-bubble status-bubble--${message.kind}` : 'status-bubble status-bubble--empty'}
      data-kind={message?.kind}
    >
      {message?.text}
    </p>
  );
}
