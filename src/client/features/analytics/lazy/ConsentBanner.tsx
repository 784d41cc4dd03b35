import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { ConsentChoice } from './consentChoice';
import * as i18n from '@/client/i18n/i18n';

interface ConsentBannerProps {
  choice: ConsentChoice | null;
  /** Opened from 'Privacy settings': focus comes here, so the question is read out at once. */
  reopened: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Escape closes a question already answered once; a first visit must answer it. */
  onDismiss?: () => void;
}

/** Keyboard focus stays above the banner (WCAG 2.4.11): scroll padding follows its height. */
function useKeepFocusAboveBanner(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const banner = region.current;
    if (!banner || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-height', `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, [region]);
}

const ANSWERED: Record<ConsentChoice, string> = {
  granted: i18n._({ id: 'consent.answered.granted', message: 'You accepted: screens opened are counted.' }),
  denied: i18n._({ id: 'consent.answered.denied', message: 'You declined: nothing is measured.' }),
};

/** The analytics question, sticky at the window's bottom, with two buttons of equal weight. */
export function ConsentBanner({ choice, reopened, onAccept, onDecline, onDismiss }: ConsentBannerProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  useKeepFocusAboveBanner(region);
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
          {i18n._({ id: 'consent.title', message: 'Your privacy' })}
        </h2>
        <p id="consent-text" className="consent__text">
          {i18n._({
            id: 'consent.text',
            message:
              'With your consent we count which screens of the shop are opened, with Google Analytics for Firebase, to learn what shoppers look for; without it nothing is measured.',
          })}
        </p>
        {choice && <p className="consent__text">{ANSWERED[choice]}</p>}
        <div className="consent__actions">
          <button type="button" className="button button--secondary" onClick={onAccept}>
            {i18n._({ id: 'consent.accept', message: 'Accept' })}
          </button>
          <button type="button" className="button button--secondary" onClick={onDecline}>
            {i18n._({ id: 'consent.decline', message: 'Decline' })}
          </button>
        </div>
      </div>
    </section>
  );
}
