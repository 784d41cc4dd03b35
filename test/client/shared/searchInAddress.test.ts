// docs/requirements.md §4.3: the applied search is written into the address and read back the same
// way on both sides (the server's renderer reads the page's address with these functions too).
import { searchQueryFor, searchTermOf, searchWordsOf } from '@/shopRoutes';

describe('the search in the address', () => {
  it('reads the applied term from ?q=, trimmed, and no term from none', () => {
    expect(searchTermOf('?q=bohr')).toBe('bohr');
    expect(searchTermOf('?utm_source=x&q=%20K%C3%BCche+Stuhl%20')).toBe('Küche Stuhl');
    expect(searchTermOf('?q=a%26b')).toBe('a&b');
    expect(searchTermOf('?q=')).toBe('');
    expect(searchTermOf('?Q=bohr')).toBe('');
    expect(searchTermOf('')).toBe('');
  });

  it('writes a term as ?q=… and no search as no query at all', () => {
    expect(searchQueryFor('bohr')).toBe('?q=bohr');
    expect(searchQueryFor('Küche & Stuhl')).toBe('?q=K%C3%BCche+%26+Stuhl');
    expect(searchQueryFor('')).toBe('');
  });

  it('reads back what it writes', () => {
    for (const term of ['sofa', 'a+b', '100%', 'Straße?', '#1', 'x=y&z'])
      expect(searchTermOf(searchQueryFor(term))).toBe(term);
  });

  it('writes an all-words search with &words=all and reads its mode back; a phrase search has no words', () => {
    expect(searchQueryFor('sessel samt', 'all')).toBe('?q=sessel+samt&words=all');
    expect(searchQueryFor('sessel samt', 'phrase')).toBe('?q=sessel+samt');
    expect(searchQueryFor('', 'all')).toBe('');
    expect(searchTermOf(searchQueryFor('sessel samt', 'all'))).toBe('sessel samt');
    expect(searchWordsOf(searchQueryFor('sessel samt', 'all'))).toBe('all');
    expect(searchWordsOf(searchQueryFor('sessel samt'))).toBe('phrase');
    expect(searchWordsOf('?q=sessel&words=any')).toBe('phrase');
  });
});
