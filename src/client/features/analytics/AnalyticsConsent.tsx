// The first load's whole part of analytics: in a shop configured for it, the consent chunk after
// the first render. Without analytics settings nothing more is loaded (docs/requirements.md §10.22).
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ClientConfig } from '@/contract';
import { useServices } from '@/client/app/hooks';

type Controls = ComponentType<{ config: ClientConfig }>;
const ConsentControls = lazy<Controls>(() =>
  import(/* webpackChunkName: "consent" */ './lazy/ConsentControls').then(
    (m) => ({ default: m.ConsentControls }),
    () => ({ default: () => null }), // offline: no question asked, nothing measured
  ),
);

export function AnalyticsConsent() {
  const { clientConfig } = useServices();
  const [config, setConfig] = useState<ClientConfig>();
  useEffect(() => {
    void clientConfig().then(
      (loaded) => loaded.analytics && setConfig(loaded),
      () => undefined,
    );
  }, [clientConfig]);
  return config ? (
    <Suspense fallback={null}>
      <ConsentControls config={config} />
    </Suspense>
  ) : null;
}
