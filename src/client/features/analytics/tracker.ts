// Firebase Analytics, loaded only after the shopper accepted (its own chunk, "analytics"): the
// consent chunk imports it then, never before, so a first visit or a Decline sends nothing.
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  setDefaultEventParameters,
  type Analytics,
} from 'firebase/analytics';
import type { ClientConfig } from '@/contract';
import { firebaseApp } from '@/client/lib/firebaseApp';
import { removeAnalyticsCookies } from './analyticsCookies';
import type { PageView } from './pageView';

export interface Tracker {
  pageView(view: PageView): void;
  /** Withdrawal: no hit from now on, and the cookies gtag set are removed. */
  stop(): void;
}

// Analytics only; no advertising use of the data, whatever the property's settings say.
const ANALYTICS_ONLY = {
  analytics_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

let analytics: Analytics | undefined; // Firebase allows one instance per page: kept for a second Accept

/** Starts measuring (again); undefined where the browser cannot run Analytics (no IndexedDB or cookies). */
export async function startTracker(config: ClientConfig, firstView: PageView): Promise<Tracker | undefined> {
  if (!(await isSupported())) return undefined;
  setConsent(ANALYTICS_ONLY);
  // Page views are ours (pageView): gtag's own would carry the full address, query and all.
  analytics ??= initializeAnalytics(firebaseApp(config), {
    config: { send_page_view: false, page_location: firstView.page_location },
  });
  const instance = analytics;
  void setAnalyticsCollectionEnabled(instance, true);
  let measuring = true;
  return {
    pageView(view) {
      if (!measuring) return;
      // Every later hit (engagement, session start) then names this screen, not the address bar.
      setDefaultEventParameters({ page_location: view.page_location, page_title: view.page_title });
      logEvent(instance, 'page_view', { ...view });
    },
    stop() {
      measuring = false;
      void setAnalyticsCollectionEnabled(instance, false);
      setConsent({ analytics_storage: 'denied' });
      removeAnalyticsCookies();
    },
  };
}
