// An anonymous visitor's page load must not download or start Firebase; a returning shopper's
// (marker holds a uid) does, in the background. Which of the two happened is read from the
// Firebase app registry and from a recording proxy in front of the emulator. That nothing starts is
// read once every frame and timer the page load scheduled has run, on Jest's fake clock: a restore
// would have loaded Firebase by then, however busy the machine (and nothing is left to run later).
import { getApps } from 'firebase/app';
import { makeStore } from '@/client/app/store';
import { sessionRestoreRequested } from '@/client/features/auth/authListeners';
import { LOGIN_MARKER_KEY } from '@/client/features/auth/loginMarker';
import { embedClientConfig, testClientConfig } from './support/clientConfigFixture';
import { emulatorUrl } from './support/emulatorAdmin';
import { startRecordingProxy, type RecordingProxy } from './support/recordingProxy';
import { until } from '../support/eventually';

let proxy: RecordingProxy;
beforeAll(async () => {
  proxy = await startRecordingProxy(emulatorUrl());
  embedClientConfig(testClientConfig(proxy.url));
});
afterAll(() => proxy.close());

const startPage = () => makeStore().dispatch(sessionRestoreRequested());

/** Loads the page on Jest's clock and runs every frame and timer it scheduled: how many are left after that. */
async function loadPageToTheEnd(): Promise<number> {
  jest.useFakeTimers();
  try {
    startPage();
    await jest.runAllTimersAsync();
    return jest.getTimerCount();
  } finally {
    jest.useRealTimers();
  }
}

// Order matters: Firebase, once started, stays started for this file.
describe('page load and Firebase', () => {
  it.each([
    ['no login marker', null],
    ["the marker 'out'", 'out'],
  ])('neither starts Firebase nor contacts it for a visitor with %s', async (_label, marker) => {
    if (marker) window.localStorage.setItem(LOGIN_MARKER_KEY, marker);

    expect(await loadPageToTheEnd()).toBe(0);

    expect(getApps()).toHaveLength(0);
    expect(proxy.requests).toEqual([]);
  });

  it('starts Firebase after the paint when the marker holds a uid, and marks a session that ended as out', async () => {
    window.localStorage.setItem(LOGIN_MARKER_KEY, 'uid-of-an-ended-session');

    startPage();
    await until(() => window.localStorage.getItem(LOGIN_MARKER_KEY) === 'out');

    expect(getApps()).toHaveLength(1);
    expect(window.localStorage.getItem(LOGIN_MARKER_KEY)).toBe('out');
  });
});
