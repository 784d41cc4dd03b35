// The login screen's return path (issue 38): only a path of the shop's own screens is taken, never
// another origin or a form of one that browsers read as another host (no open redirect).
import { keptReturn, loginPathFor, returnPathOf } from '@/loginReturn';

const at = (next: string) => returnPathOf(`?${new URLSearchParams({ next })}`);

describe('the login screen’s return path', () => {
  it('builds a login address that returns to a staff screen, query included', () => {
    expect(loginPathFor('/admin/products/7')).toBe('/login?next=%2Fadmin%2Fproducts%2F7');
    expect(returnPathOf('?next=%2Fadmin%2Fproducts%2F7')).toBe('/admin/products/7');
    expect(at('/admin?q=sofa&offset=50')).toBe('/admin?q=sofa&offset=50');
    expect(at('/admin/products/new')).toBe('/admin/products/new');
    expect(at('/product/12')).toBe('/product/12');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '\\\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/nowhere',
    '/login',
    '/users/7',
    '/api/admin/me',
    '/%E0%A4%A',
    '',
  ])('refuses %j', (next) => {
    expect(at(next)).toBeUndefined();
  });

  it('refuses a login address without one, and keeps a valid one on the register link', () => {
    expect(returnPathOf('')).toBeUndefined();
    expect(returnPathOf('?mode=register')).toBeUndefined();
    expect(keptReturn('?next=%2Fadmin')).toBe('&next=%2Fadmin');
    expect(keptReturn('?next=https%3A%2F%2Fevil.example')).toBe('');
  });
});
