// Firebase Analytics, in its own chunk, loaded only once the shopper accepted.
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  setDefaultEventParameters,
} from 'firebase/analytics';
import type { ClientConfig } from '@/contract';
import { firebaseApp } from '@/client/lib/firebaseApp';
import { removeAnalyticsCookies } from './analyticsCookies';
import { cleanReferrer, type PageView } from './pageView';

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

/** gtag.js's own switch, which it reads before every hit: set at once, not when Firebase has started. */
function setHitsDisabled(measurementId: string, disabled: boolean): void {
  (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = disabled;
}

/** Starts measuring; undefined where Analytics cannot run or the shopper withdrew meanwhile. */
export async function startTracker(
  config: ClientConfig,
  firstView: PageView,
  wanted: () => boolean,
): Promise<Tracker | undefined> {
  const measurementId = config.analytics?.measurementId;
  if (!measurementId || !(await isSupported()) || !wanted()) return undefined;
  let previousLocation = cleanReferrer(document.referrer, location.origin);
  // Every hit names the screen, never the address (query and all).
  setDefaultEventParameters({ page_location: firstView.page_location, page_referrer: previousLocation });
  setConsent(ANALYTICS_ONLY);
  setHitsDisabled(measurementId, false);
  // Page views are ours (pageView): gtag's own would carry the full address.
  // Firebase allows one instance per app: a second Accept gets the first one back (same options).
  const instance = initializeAnalytics(firebaseApp(config), { config: { send_page_view: false } });
  void setAnalyticsCollectionEnabled(instance, true);
  let measuring = true;
  return {
    pageView(view) {
      if (!measuring) return;
      const params = { ...view, page_referrer: previousLocation };
      setDefaultEventParameters({ page_location: view.page_location, page_referrer: previousLocation });
      logEvent(instance, 'page_view', params);
      previousLocation = view.page_location;
    },
    stop() {
      measuring = false;
      setHitsDisabled(measurementId, true);
      void setAnalyticsCollectionEnabled(instance, false);
      setConsent({ analytics_storage: 'denied' });
      removeAnalyticsCookies();
    },
  };
}
