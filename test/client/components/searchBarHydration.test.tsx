// The server renders the search bar, and a shopper can type into it before the app takes the page
// over (on a slow phone, seconds). Hydration keeps what the field shows but tells no React state
// about it, so the field is the browser's: the search button searches for what it shows, and a later
// render of the page (the product list arriving) leaves it alone.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchBar } from '@/client/components/SearchBar';

const searchBar = (appliedTerm: string, onSearch: (term: string) => void) => (
  <SearchBar appliedTerm={appliedTerm} onSearch={onSearch} label="Search products" />
);

describe('SearchBar on a server-rendered page', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  /** The server's HTML, typed into as a shopper would before the app runs, then hydrated. */
  function hydrateAfterTyping(typed: string, onSearch: (term: string) => void): HTMLInputElement {
    container.innerHTML = renderToString(searchBar('', onSearch));
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = typed;
    act(() => {
      root = hydrateRoot(container, searchBar('', onSearch));
    });
    return field;
  }

  const clickArrow = () =>
    act(() => (container.querySelector('button[aria-label="Search"]') as HTMLButtonElement).click());

  it('searches for the text typed before hydration', () => {
    const onSearch = jest.fn();
    const field = hydrateAfterTyping('sofa', onSearch);

    clickArrow();

    expect(field.value).toBe('sofa');
    expect(onSearch).toHaveBeenCalledWith('sofa');
  });

  it('keeps the typed text through a later render of the page', () => {
    const onSearch = jest.fn();
    const field = hydrateAfterTyping('sofa', onSearch);

    act(() => root?.render(searchBar('', onSearch)));

    expect(field.value).toBe('sofa');
  });

  it('shows an applied term that changes from outside (e.g. Show all products)', () => {
    const onSearch = jest.fn();
    const field = hydrateAfterTyping('sofa', onSearch);

    act(() => root?.render(searchBar('lampe', onSearch)));
    expect(field.value).toBe('lampe');
    act(() => root?.render(searchBar('', onSearch)));
    expect(field.value).toBe('');
  });
});
