import { describe, expect, it, vi } from 'vitest';
import {
  EXPERIMENTS,
  EXPOSURES_STORAGE_KEY,
  createExperiments,
  hash32,
  variantFor,
  type ExperimentKey,
  type ExposureStorage,
} from '../../../../src/lib/monitoring/experiments';

const ids = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `anon-${i}-${(i * 7919) % 1000}`);

function memoryStorage(): ExposureStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the experiments table', () => {
  it('holds the 17 experiments of the product', () => {
    expect(EXPERIMENTS.map((experiment) => experiment.key)).toEqual([
      'additionalTextGuide',
      'phoneLogin',
      'pricingValueProposition',
      'phoneRequired',
      'blogValueProposition',
      'secureDataUsage',
      'chatFlow',
      'mikittyVertical',
      'displayTiming',
      'biggerNextRequestButton',
      'homeReformChatFlow',
      'progress100BeforeEmail',
      'digitalGiftCampaign',
      'bookThisPro',
      'businessInformationStepUi',
      'proNameDropOff',
      'proRegistrationJobType',
    ]);
  });

  it('gives book this pro A/B/C and every other experiment A/B', () => {
    for (const experiment of EXPERIMENTS) {
      expect(experiment.variants).toEqual(experiment.key === 'bookThisPro' ? ['A', 'B', 'C'] : ['A', 'B']);
    }
  });

  it('holds no ids: they come from the build’s configuration', () => {
    for (const experiment of EXPERIMENTS) expect(Object.keys(experiment).sort()).toEqual(['key', 'variants']);
  });
});

describe('variantFor', () => {
  it('is the variant the reference hash picks for an anonymous id', () => {
    // Not the function against itself: the index comes from the BigInt reference below.
    for (const id of ids(50)) {
      for (const { key, variants } of EXPERIMENTS) {
        const index = Number(referenceHash32(`${key}:${id}`) % BigInt(variants.length));
        expect(variantFor(key, id)).toBe(variants[index]);
      }
    }
  });

  it('is one of the experiment variants', () => {
    for (const id of ids(50)) expect(['A', 'B', 'C']).toContain(variantFor('bookThisPro', id));
  });

  it.each(EXPERIMENTS.map((experiment) => [experiment.key, experiment.variants] as const))(
    '%s splits 1,000 ids roughly evenly',
    (key, variants) => {
      const counts = new Map<string, number>();
      for (const id of ids(1000)) {
        const variant = variantFor(key as ExperimentKey, id);
        counts.set(variant, (counts.get(variant) ?? 0) + 1);
      }
      const expected = 1000 / variants.length;
      expect([...counts.keys()].sort()).toEqual([...variants]);
      // Within 20% of an even split (a fair coin stays within about ±10% here).
      for (const count of counts.values()) {
        expect(count).toBeGreaterThan(expected * 0.8);
        expect(count).toBeLessThan(expected * 1.2);
      }
    },
  );

  it('also splits random UUIDs evenly', () => {
    let a = 0;
    for (let i = 0; i < 1000; i += 1) if (variantFor('phoneLogin', crypto.randomUUID()) === 'A') a += 1;
    expect(a).toBeGreaterThan(400);
    expect(a).toBeLessThan(600);
  });

  it('assigns independently per experiment', () => {
    const sameAsPhoneLogin = ids(1000).filter(
      (id) => variantFor('phoneLogin', id) === variantFor('chatFlow', id),
    );
    expect(sameAsPhoneLogin.length).toBeGreaterThan(400);
    expect(sameAsPhoneLogin.length).toBeLessThan(600);
  });

  it('the reference FNV-1a gives the published vectors', () => {
    // http://www.isthe.com/chongo/tech/comp/fnv/ — FNV-1a 32-bit test vectors.
    expect(referenceFnv1a32('')).toBe(0x811c9dc5n);
    expect(referenceFnv1a32('a')).toBe(0xe40c292cn);
    expect(referenceFnv1a32('foobar')).toBe(0xbf9cf968n);
  });

  it('hash32 is FNV-1a of the UTF-8 bytes with murmur3 fmix32, as known values', () => {
    // Computed once with the BigInt reference (FNV-1a vector, then fmix32).
    expect(hash32('')).toBe(0xab3e7c0b);
    expect(hash32('a')).toBe(0x1a80b1b3);
    expect(hash32('foobar')).toBe(0x0c0da6dc);
    expect(hash32('phoneLogin:anon-1')).toBe(0x5da78057);
    expect(hash32('匿名')).toBe(0xf674bbb9);
    for (const id of ids(200))
      expect(BigInt(hash32(`chatFlow:${id}`))).toBe(referenceHash32(`chatFlow:${id}`));
  });
});

// An independent reference: BigInt arithmetic masked to 32 bits (no Math.imul, no >>> tricks).
const MASK32 = (1n << 32n) - 1n;
function referenceFnv1a32(text: string): bigint {
  let hash = 0x811c9dc5n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x01000193n) & MASK32;
  return hash;
}
function referenceHash32(text: string): bigint {
  let hash = referenceFnv1a32(text);
  hash ^= hash >> 16n;
  hash = (hash * 0x85ebca6bn) & MASK32;
  hash ^= hash >> 13n;
  hash = (hash * 0xc2b2ae35n) & MASK32;
  hash ^= hash >> 16n;
  return hash;
}

// The ids a prod build would be configured with (VITE_EXPERIMENT_IDS), and a preProd build's.
const PROD_IDS = {
  phoneLogin: 'prod-101',
  bookThisPro: 'prod-102',
  secureDataUsage: 'prod-103',
  chatFlow: 'prod-104',
  displayTiming: 'prod-105',
  phoneRequired: 'prod-106',
};
const PRE_PROD_IDS = { secureDataUsage: 'pre-203' };

describe('createExperiments', () => {
  it('reports exposure once per experiment per session', () => {
    const onExposure = vi.fn();
    const experiments = createExperiments({
      ids: PROD_IDS,
      anonymousId: 'anon-1',
      onExposure,
      storage: null,
    });
    const first = experiments.getVariant('phoneLogin');
    expect(experiments.getVariant('phoneLogin')).toBe(first);
    experiments.getVariant('phoneLogin');
    experiments.getVariant('bookThisPro');
    experiments.getVariant('bookThisPro');
    expect(onExposure).toHaveBeenCalledTimes(2);
    expect(onExposure).toHaveBeenNthCalledWith(1, {
      experimentKey: 'phoneLogin',
      experimentId: 'prod-101',
      variant: first,
    });
    expect(onExposure).toHaveBeenNthCalledWith(2, {
      experimentKey: 'bookThisPro',
      experimentId: 'prod-102',
      variant: variantFor('bookThisPro', 'anon-1'),
    });
  });

  it('reports the configured id of its environment, with the same variant in both', () => {
    const preProd = vi.fn();
    const prod = vi.fn();
    const a = createExperiments({
      ids: PRE_PROD_IDS,
      anonymousId: 'anon-7',
      onExposure: preProd,
      storage: null,
    });
    const b = createExperiments({
      ids: PROD_IDS,
      anonymousId: 'anon-7',
      onExposure: prod,
      storage: null,
    });
    expect(a.getVariant('secureDataUsage')).toBe(b.getVariant('secureDataUsage'));
    expect(preProd.mock.calls[0]?.[0].experimentId).toBe('pre-203');
    expect(prod.mock.calls[0]?.[0].experimentId).toBe('prod-103');
  });

  it('runs only the configured experiments: another gives its control and reports nothing', () => {
    const onExposure = vi.fn();
    const experiments = createExperiments({
      ids: { ...PRE_PROD_IDS, notAnExperiment: 'x', chatFlow: '' },
      anonymousId: 'anon-7',
      onExposure,
      storage: null,
    });
    const anonymousIds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const anonymousId of anonymousIds) {
      const other = createExperiments({ ids: PRE_PROD_IDS, anonymousId, onExposure, storage: null });
      expect(other.getVariant('bookThisPro')).toBe('A');
      expect(other.getVariant('chatFlow')).toBe('A');
    }
    expect(experiments.getVariant('chatFlow')).toBe('A');
    expect(onExposure).not.toHaveBeenCalled();
  });

  it('remembers exposures in session storage across instances (reloads)', () => {
    const storage = memoryStorage();
    const first = vi.fn();
    createExperiments({ ids: PROD_IDS, anonymousId: 'anon-1', onExposure: first, storage }).getVariant(
      'chatFlow',
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(storage.items.has(EXPOSURES_STORAGE_KEY)).toBe(true);

    const second = vi.fn();
    const reloaded = createExperiments({
      ids: PROD_IDS,
      anonymousId: 'anon-1',
      onExposure: second,
      storage,
    });
    reloaded.getVariant('chatFlow');
    reloaded.getVariant('displayTiming');
    expect(second).toHaveBeenCalledTimes(1);
    expect(second.mock.calls[0]?.[0].experimentKey).toBe('displayTiming');
  });

  it('survives broken storage and a throwing onExposure', () => {
    const storage: ExposureStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
    };
    const experiments = createExperiments({
      ids: PROD_IDS,
      anonymousId: 'anon-1',
      onExposure: () => {
        throw new Error('analytics down');
      },
      storage,
    });
    expect(() => experiments.getVariant('phoneRequired')).not.toThrow();
  });

  it('types the variants per experiment', () => {
    const experiments = createExperiments({
      ids: PROD_IDS,
      anonymousId: 'x',
      onExposure: () => {},
      storage: null,
    });
    const variant: 'A' | 'B' | 'C' = experiments.getVariant('bookThisPro');
    const twoWay: 'A' | 'B' = experiments.getVariant('phoneLogin');
    expect([variant, twoWay].every((v) => typeof v === 'string')).toBe(true);
  });
});
