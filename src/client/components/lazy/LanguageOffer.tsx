// The offer of the shopper's own language (docs/languages.md, "The offer"): a visible link to this
// screen in it, never a redirect, so shared links and search engines keep each address's language.
// Its own chunk, loaded after the first paint only when one may be offered (the choice remembered, or
// the browser's language not the page's). Fixed at the bottom of the window, so it moves nothing.
import { useState } from 'react';
import type { Language } from '@/i18n/languages';
import { BUILD_LANGUAGE } from '@/client/i18n/buildLanguage';
import { rememberLanguage } from '@/client/i18n/languageChoice';
import { offeredLanguage } from '@/client/i18n/lazy/languageOffered';
import * as i18n from '@/client/i18n/i18n';
import { AUTONYMS, useAddressIn } from '../LanguageSwitch';

const STYLE =
  '.language-offer { position: fixed; left: 50%; bottom: var(--space-3); z-index: 10; transform: translateX(-50%);' +
  ' display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); width: max-content;' +
  ' max-width: calc(100% - 2 * var(--space-4)); padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm);' +
  ' background: var(--color-notice-bg); color: var(--color-notice-text); box-shadow: var(--shadow-card); font-size: var(--text-sm); }' +
  ' .language-offer p { margin: 0; } .language-offer a, .language-offer button { min-height: var(--tap-size); }' +
  ' .language-offer a { display: inline-block; line-height: var(--tap-size); color: inherit; font-weight: 600; }';

export function LanguageOffer() {
  const [language] = useState(offeredLanguage);
  return language ? <Offer language={language} /> : null;
}

function Offer({ language }: { language: Language }) {
  const [open, setOpen] = useState(true);
  const address = useAddressIn(language);
  if (!open) return null;
  return (
    <aside className="language-offer" aria-label={i18n._({ id: 'languageOffer.label', message: 'Language' })}>
      <style href="language-offer" precedence="default">
        {STYLE}
      </style>
      <p>
        {i18n._({ id: 'languageOffer.text', message: 'This shop also speaks your language:' })}{' '}
        <a href={address} hrefLang={language} lang={language} onClick={() => rememberLanguage(language)}>
          {AUTONYMS[language]}
        </a>
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          rememberLanguage(BUILD_LANGUAGE);
          setOpen(false);
        }}
      >
        {i18n._({ id: 'languageOffer.dismiss', message: 'No, thanks' })}
      </button>
    </aside>
  );
}
