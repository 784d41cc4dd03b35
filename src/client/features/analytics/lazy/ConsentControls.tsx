// The consent chunk: the question (ConsentBanner), the footer's 'Privacy settings' that asks it again,
// and, after an Accept, a page view per screen (docs/requirements.md §10.22).
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import type { ClientConfig } from '@/contract';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_KEY, readConsentChoice, writeConsentChoice, type ConsentChoice } from './consentChoice';
import { currentPageView } from './pageView';
import { usePageViews } from './usePageViews';
import { useTracker } from './useTracker';
import * as i18n from '@/client/i18n/i18n';

export function ConsentControls({ config }: { config: ClientConfig }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsentChoice);
  const [asking, setAsking] = useState(choice === null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const tracker = useTracker(config, choice === 'granted', () => currentPageView(pathname));

  // An answer given in another tab holds here at once: a withdrawal there stops this tab's hits too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_KEY && event.key !== null) return;
      const stored = readConsentChoice();
      setChoice(stored);
      if (stored !== null) setAsking(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  usePageViews(tracker, pathname);

  const close = () => {
    setAsking(false);
    // A keyboard shopper goes on from the footer, where the banner sat after it; a pointer stays put.
    if (document.activeElement?.closest('.consent')) settingsButton.current?.focus({ preventScroll: true });
  };
  const choose = (answer: ConsentChoice) => {
    writeConsentChoice(answer);
    setChoice(answer);
    close();
  };

  const footer = document.querySelector('footer');
  return (
    <>
      {footer &&
        createPortal(
          <button
            ref={settingsButton}
            type="button"
            className="privacy-settings"
            aria-expanded={asking}
            aria-controls="consent"
            onClick={() => setAsking(true)}
          >
            {i18n._({ id: 'consent.settings', message: 'Privacy settings' })}
          </button>,
          footer,
        )}
      {asking && (
        <ConsentBanner
          choice={choice}
          reopened={choice !== null}
          onAccept={() => choose('granted')}
          onDecline={() => choose('denied')}
          onDismiss={choice === null ? undefined : close}
        />
      )}
    </>
  );
}
