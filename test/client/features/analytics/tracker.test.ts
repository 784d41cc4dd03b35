// tracker.ts against Firebase Analytics' API (mocked: the calls and their order are what this module
// decides; what Firebase does with them is Firebase's). docs/requirements.md §10.22.
import type { ClientConfig } from '@/contract';
import { pageViewOf } from '@/client/features/analytics/lazy/pageView';
import { startTracker } from '@/client/features/analytics/lazy/tracker';

const calls: unknown[][] = [];
// A declaration, so jest.mock's factory (run when tracker.ts is imported, above) can use it.
function record(name: string, result?: unknown) {
  return (...args: unknown[]) => {
    calls.push([name, ...args]);
    return result;
  };
}
let supported = true;
jest.mock('firebase/analytics', () => ({
  isSupported: () => Promise.resolve(supported),
  initializeAnalytics: record('initializeAnalytics', { analytics: true }),
  logEvent: record('logEvent'),
  setAnalyticsCollectionEnabled: record('setAnalyticsCollectionEnabled', Promise.resolve()),
  setConsent: record('setConsent'),
  setDefaultEventParameters: record('setDefaultEventParameters'),
}));
jest.mock('@/client/lib/firebaseApp', () => ({ firebaseApp: () => 'the app' }));

const config: ClientConfig = {
  firebase: { apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop' },
  registeredDisplayName: 'Kunde',
  analytics: { appId: '1:1:web:ab', measurementId: 'G-TEST1' },
};
const origin = window.location.origin;
const home = pageViewOf('/', 'Die besten Angebote – Shopfront', origin);
const product = pageViewOf('/product/7', 'Sofa – Shopfront', origin);
const gaDisabled = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1'];
const names = () => calls.map(([name]) => name);

/** Each call is a new Accept: Firebase hands back its one instance, the tracker keeps none of its own. */
const freshTracker = (wanted = () => true) => startTracker(config, home, wanted);

beforeEach(() => {
  calls.length = 0;
  supported = true;
});

describe('the tracker', () => {
  it('sets location and referrer before Analytics starts, with its own page views off and analytics-only consent', async () => {
    const tracker = await freshTracker();
    expect(tracker).toBeDefined();
    expect(names().slice(0, 3)).toEqual(['setDefaultEventParameters', 'setConsent', 'initializeAnalytics']);
    expect(calls[0]).toEqual(['setDefaultEventParameters', { page_location: `${origin}/`, page_referrer: '' }]);
    expect(calls[1]).toEqual([
      'setConsent',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(calls[2]).toEqual(['initializeAnalytics', 'the app', { config: { send_page_view: false } }]);
    expect(gaDisabled()).toBe(false);
  });

  it('logs page views with the previous screen as referrer, and every later hit names the screen', async () => {
    const tracker = (await freshTracker())!;
    calls.length = 0;
    tracker.pageView(home);
    tracker.pageView(product);
    expect(calls.filter(([name]) => name === 'logEvent')).toEqual([
      ['logEvent', { analytics: true }, 'page_view', { ...home, page_referrer: '' }],
      ['logEvent', { analytics: true }, 'page_view', { ...product, page_referrer: `${origin}/` }],
    ]);
    expect(calls.at(-2)).toEqual([
      'setDefaultEventParameters',
      { page_location: `${origin}/product/7`, page_referrer: `${origin}/` },
    ]);
  });

  it('stops at once on a withdrawal: gtag switched off before Firebase has started, no further event', async () => {
    const tracker = (await freshTracker())!;
    calls.length = 0;
    tracker.stop();
    expect(gaDisabled()).toBe(true);
    expect(calls).toEqual([
      ['setAnalyticsCollectionEnabled', { analytics: true }, false],
      ['setConsent', { analytics_storage: 'denied' }],
    ]);
    tracker.pageView(product);
    expect(names()).not.toContain('logEvent');
  });

  it('starts nothing when the shopper withdrew while the browser was being checked, or it cannot run Analytics', async () => {
    expect(await freshTracker(() => false)).toBeUndefined();
    supported = false;
    expect(await freshTracker()).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('a referrer', () => {
  it('keeps only the screen of a page of the shop and the origin of another site', async () => {
    const { cleanReferrer } = await import('@/client/features/analytics/lazy/pageView');
    expect(cleanReferrer('https://shop.example/?q=sofa', 'https://shop.example')).toBe('https://shop.example/');
    expect(cleanReferrer('https://shop.example/auth/action?oobCode=x', 'https://shop.example')).toBe(
      'https://shop.example/auth/action',
    );
    expect(cleanReferrer('https://www.google.com/search?q=sofa', 'https://shop.example')).toBe(
      'https://www.google.com',
    );
    expect(cleanReferrer('', 'https://shop.example')).toBe('');
  });
});
