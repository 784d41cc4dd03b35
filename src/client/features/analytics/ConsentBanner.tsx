import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ConsentChoice } from './consentChoice';

interface ConsentBannerProps {
  /** The answer given before, when the shopper opened the question again. */
  choice: ConsentChoice | null;
  /** Opened from 'Privacy settings': focus comes here, so the question is read out at once. */
  reopened: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Escape closes a question already answered once; a first visit must answer it. */
  onDismiss?: () => void;
}

const ANSWERED: Record<ConsentChoice, string> = {
  granted: 'You accepted: screens opened are counted.',
  denied: 'You declined: nothing is measured.',
};

/**
 * The analytics question: a labelled region at the end of the page, sticky at the bottom of the
 * window (it covers, never moves, the page), with two buttons of equal weight.
 */
export function ConsentBanner({ choice, reopened, onAccept, onDecline, onDismiss }: ConsentBannerProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) onDismiss();
  };
  return (
    <section
      id="consent"
      ref={region}
      className="consent"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      onKeyDown={dismissOnEscape}
    >
      <div className="consent__inner">
        <h2 id="consent-title" className="consent__title">
          Your privacy
        </h2>
        <p id="consent-text" className="consent__text">
          With your consent we count which screens of the shop are opened, with Google Analytics for Firebase, to learn
          what shoppers look for; without it nothing is measured.
        </p>
        {choice && <p className="consent__text">{ANSWERED[choice]}</p>}
        <div className="consent__actions">
          <button type="button" className="button button--secondary" onClick={onAccept}>
            Accept
          </button>
          <button type="button" className="button button--secondary" onClick={onDecline}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
