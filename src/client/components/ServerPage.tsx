// The route of a page the server makes itself (the legal pages, docs/decisions.md): reached by a link
// inside the app, it asks the server for the page (a full load, in place of this history entry).
// Opened directly, the app runs here only when the server had no such page (catalogue mode): the
// shop's usual "not found".
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

export function ServerPage() {
  const { pathname } = useLocation();
  // 'POP': the document's own address (or history); a push or replace is a link inside the app.
  const fromApp = useNavigationType() !== NavigationType.Pop;
  useEffect(() => {
    if (fromApp) window.location.replace(pathname);
  }, [fromApp, pathname]);
  return fromApp ? <p role="status">Loading the page…</p> : <NotFoundPage />;
}
