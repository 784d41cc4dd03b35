import { chooseEncoding } from '@/server/http/acceptEncoding';

describe('choosing the response encoding', () => {
  const all = ['identity', 'gzip', 'br'] as const;
  it.each<[string | undefined, string]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
    ['gzip;q=abc', 'identity'],
    [';;;,,,', 'identity'],
  ])('Accept-Encoding %p → %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });

  it('never picks an encoding the body does not have', () => {
    expect(chooseEncoding('br', ['identity'])).toBe('identity');
  });
});
