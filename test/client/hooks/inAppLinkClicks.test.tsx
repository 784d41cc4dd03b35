// components/useInAppLinkClicks: a list's plain links open inside the app on a plain left click,
// and every other click is the browser's (new tab or window, download, another site).
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useInAppLinkClicks } from '@/client/hooks/useInAppLinkClicks';

function LinkList() {
  const onClick = useInAppLinkClicks();
  return (
    <ul onClick={onClick}>
      <li>
        <a href="/product/7?from=list#top">Plain</a>
      </li>
      <li>
        <a href="https://example.com/elsewhere">Elsewhere</a>
      </li>
      <li>
        <button type="button">Not a link</button>
      </li>
    </ul>
  );
}

function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <p>product screen {`${pathname}${search}${hash}`}</p>;
}

function renderList() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LinkList />} />
        <Route path="/product/:id" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Clicks like the browser: returns whether the app left the click to the browser (jsdom itself does not navigate). */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const browser = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  fireEvent.click(element, init);
  window.removeEventListener('click', browser);
  return leftToBrowser;
}

describe('links opened inside the app by one handler on their list', () => {
  it('opens a plain link inside the app on a plain left click, with its query and fragment', () => {
    renderList();
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Plain' }))).toBe(false);
    expect(screen.getByText('product screen /product/7?from=list#top')).toBeInTheDocument();
  });

  it.each([
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    renderList();
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Plain' }), init)).toBe(true);
    expect(screen.queryByText(/product screen/)).not.toBeInTheDocument();
  });

  it('leaves a link to another site to the browser', () => {
    renderList();
    expect(clickLeftToBrowser(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(screen.queryByText(/product screen/)).not.toBeInTheDocument();
  });

  it('ignores clicks on the list that are not on a link', () => {
    renderList();
    expect(clickLeftToBrowser(screen.getByRole('button', { name: 'Not a link' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Plain' })).toBeInTheDocument();
  });
});
