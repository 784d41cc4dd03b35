// The stored answer and what a page view says (docs/requirements.md §10.22).
import { CONSENT_KEY, readConsentChoice, writeConsentChoice } from '@/client/features/analytics/lazy/consentChoice';
import { pageViewOf } from '@/client/features/analytics/lazy/pageView';

describe('the stored answer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('reads back what was written, under its own key', () => {
    expect(readConsentChoice()).toBeNull();
    writeConsentChoice('denied');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(readConsentChoice()).toBe('denied');
    writeConsentChoice('granted');
    expect(readConsentChoice()).toBe('granted');
  });

  it('takes anything else as no answer, so the question is asked again', () => {
    localStorage.setItem(CONSENT_KEY, 'yes');
    expect(readConsentChoice()).toBeNull();
  });

  it('survives storage that throws: no answer read, nothing thrown', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readConsentChoice()).toBeNull();
    expect(() => writeConsentChoice('granted')).not.toThrow();
  });
});

describe('a page view', () => {
  it('names the screen by its path on the shop origin', () => {
    expect(pageViewOf('/product/7', 'Sofa – Shopfront', 'https://shop.example')).toEqual({
      page_path: '/product/7',
      page_location: 'https://shop.example/product/7',
      page_title: 'Sofa – Shopfront',
    });
  });

  it('never carries an account id', () => {
    expect(pageViewOf('/users/Xy12abc', 'Login – Shopfront', 'https://shop.example').page_location).toBe(
      'https://shop.example/users/{id}',
    );
  });
});
