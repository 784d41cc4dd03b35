// gtag.js keeps its client id in first-party cookies (_ga, _ga_<property>), on the site's widest
// domain it may write. A withdrawal removes them wherever they were set.
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = location.hostname.split('.');
  // 'shop.example.com' -> '', 'shop.example.com', 'example.com', 'com': one of them is where gtag wrote.
  const domains = ['', ...labels.map((_label, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
