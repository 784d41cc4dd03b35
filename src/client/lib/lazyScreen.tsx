import { lazy, type ComponentType } from 'react';

export interface LazyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the screen's chunk; once loaded, the screen renders at once, with no suspense. */
  preload: () => Promise<void>;
}

/** A screen in its own chunk: preloaded, it renders at once (hydration); otherwise it suspends. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      Loaded = component;
    });
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));
  const Screen = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  return Object.assign(Screen, { preload });
}
