import {
  LOGIN_MARKER_KEY,
  loginMarkerUid,
  readLoginMarker,
  writeLoginMarker,
} from '@/client/features/auth/loginMarker';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('login marker', () => {
  it("is kept under the key 'shopUser' as the uid, or 'out'", () => {
    writeLoginMarker('uid-1');
    expect(window.localStorage.getItem('shopUser')).toBe('uid-1');
    expect(LOGIN_MARKER_KEY).toBe('shopUser');
    expect(loginMarkerUid()).toBe('uid-1');

    writeLoginMarker('out');
    expect(readLoginMarker()).toBe('out');
    expect(loginMarkerUid()).toBeNull();
  });

  it('reads as nobody signed in when absent or empty', () => {
    expect(loginMarkerUid()).toBeNull();
    window.localStorage.setItem(LOGIN_MARKER_KEY, '');
    expect(loginMarkerUid()).toBeNull();
  });

  it('survives a localStorage that throws (private mode, full quota)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => writeLoginMarker('uid-1')).not.toThrow();
    expect(readLoginMarker()).toBeNull();
    expect(loginMarkerUid()).toBeNull();
  });
});
