// The client's static designated-city data set matches the mock's reference geography.
import { describe, expect, it } from 'vitest';
import { designatedCities } from '../../../src/features/marketing/designated-cities';
import { majorCities } from '../../../fixtures/locations';

describe('designated cities shipped with the client', () => {
  it('are the 20 of the reference data, with the same keys, wards and groups', () => {
    const normalise = (
      cities: readonly { key: string; cityKeys: string[]; cityGroupChildren?: string[] }[],
    ) =>
      [...cities]
        .map((city) => ({
          ...city,
          cityKeys: [...city.cityKeys].sort(),
          cityGroupChildren: [...(city.cityGroupChildren ?? [])].sort(),
        }))
        .sort((a, b) => a.key.localeCompare(b.key));
    expect(normalise(designatedCities)).toEqual(normalise(majorCities));
  });
});
