// The shopper's answer to the analytics question (§10.22).
export type ConsentChoice = 'granted' | 'denied';

/** localStorage key, beside the login marker 'shopUser' (§3.5); favourites use numeric keys only. */
export const CONSENT_KEY = 'shopAnalytics';

/** The stored answer; null when there is none (first visit) or storage cannot be read. */
export function readConsentChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the answer; when storage refuses, it holds for this page only and the banner asks again next visit. */
export function writeConsentChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // the answer holds for this page only
  }
}
