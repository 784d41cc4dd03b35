// Taps on the server's page before the app has taken over are held, shown as busy, and replayed
// once when the app is ready (or failed to start: then links work as plain links).

export interface EarlyTaps {
  /** The app is ready: stop holding, and replay the held taps in order, each once. */
  release: () => void;
}

const BUSY = 'aria-busy';

export function holdEarlyTaps(root: HTMLElement, onFirstTap: () => void): EarlyTaps {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = (event.target as Partial<Element>).closest?.<HTMLElement>('button, a[href]');
    // A modified click (new tab, download) is the browser's, as always.
    if (!control || !root.contains(control) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Neither the browser (a form's submit) nor a half-hydrated React sees this tap: only the replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    control.setAttribute(BUSY, 'true');
    if (held.push(control) === 1) onFirstTap();
  };
  document.addEventListener('click', hold, true);
  return {
    release: () => {
      document.removeEventListener('click', hold, true);
      for (const control of held.splice(0)) {
        control.removeAttribute(BUSY);
        control.click();
      }
    },
  };
}
