// A visitor's variant of an experiment, read after the first render (the experiments load in their
// own chunk, and the server renders the control): undefined until known, then the variant, whose
// first use in the session reports the exposure.
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ExperimentKey, VariantOf } from '../lib/monitoring';

export function useVariant<K extends ExperimentKey>(key: K, active = true): VariantOf<K> | undefined {
  const experiments = useRouteContext({ from: '__root__', select: (context) => context.experiments });
  const [variant, setVariant] = useState<string>();
  useEffect(() => {
    if (!active) return;
    let current = true;
    experiments()
      .then((loaded) => {
        if (current) setVariant(loaded.getVariant(key));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [experiments, key, active]);
  // Only getVariant(key) set it: one of the key's variants.
  return variant as VariantOf<K> | undefined;
}
