// Leaving unsaved edits asks first: the tab closed or reloaded, or a link followed; not the browser's
// Back, which the app's router (not a data router) cannot hold.
import { useEffect } from 'react';
import * as i18n from '@/client/i18n/i18n';

const LEAVE_QUESTION = i18n._({
  id: 'staff.products.edit.leaveQuestion',
  message: 'You have unsaved edits. Leave this product without saving them?',
});

export function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const linkClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || (link as HTMLAnchorElement).target) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capture: asked before the router's own click handler navigates.
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [unsaved]);
}
