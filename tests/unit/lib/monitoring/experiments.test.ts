import { describe, expect, it, vi } from 'vitest';
import {
  EXPERIMENTS,
  EXPOSURES_STORAGE_KEY,
  createExperiments,
  experimentId,
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

  it('has a distinct id per environment, unique over the table', () => {
    const all = EXPERIMENTS.flatMap((experiment) => [experiment.ids.preProd, experiment.ids.prod]);
    expect(new Set(all).size).toBe(all.length);
    expect(experimentId('phoneLogin', 'prod')).toBe('exp-prod-phone-login');
    expect(experimentId('phoneLogin', 'preProd')).toBe('exp-preprod-phone-login');
  });
});

describe('variantFor', () => {
  it('is stable for an anonymous id', () => {
    for (const id of ids(50)) {
      for (const { key } of EXPERIMENTS) expect(variantFor(key, id)).toBe(variantFor(key, id));
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

  it('hash32 is FNV-1a based, 32-bit unsigned and deterministic', () => {
    expect(hash32('phoneLogin:anon-1')).toBe(hash32('phoneLogin:anon-1'));
    expect(hash32('')).toBeGreaterThanOrEqual(0);
    expect(hash32('匿名')).toBeLessThan(2 ** 32);
    expect(hash32('a')).not.toBe(hash32('b'));
  });
});

describe('createExperiments', () => {
  it('reports exposure once per experiment per session', () => {
    const onExposure = vi.fn();
    const experiments = createExperiments({
      environment: 'prod',
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
      experimentId: 'exp-prod-phone-login',
      variant: first,
    });
    expect(onExposure).toHaveBeenNthCalledWith(2, {
      experimentKey: 'bookThisPro',
      experimentId: 'exp-prod-book-this-pro',
      variant: variantFor('bookThisPro', 'anon-1'),
    });
  });

  it('uses the preProd ids in preProd and the prod ids in prod, with the same variant', () => {
    const preProd = vi.fn();
    const prod = vi.fn();
    const a = createExperiments({
      environment: 'preProd',
      anonymousId: 'anon-7',
      onExposure: preProd,
      storage: null,
    });
    const b = createExperiments({
      environment: 'prod',
      anonymousId: 'anon-7',
      onExposure: prod,
      storage: null,
    });
    expect(a.getVariant('secureDataUsage')).toBe(b.getVariant('secureDataUsage'));
    expect(preProd.mock.calls[0]?.[0].experimentId).toBe('exp-preprod-secure-data-usage');
    expect(prod.mock.calls[0]?.[0].experimentId).toBe('exp-prod-secure-data-usage');
    expect(a.experimentId('chatFlow')).toBe('exp-preprod-chat-flow');
    expect(b.experimentId('chatFlow')).toBe('exp-prod-chat-flow');
  });

  it('remembers exposures in session storage across instances (reloads)', () => {
    const storage = memoryStorage();
    const first = vi.fn();
    createExperiments({ environment: 'prod', anonymousId: 'anon-1', onExposure: first, storage }).getVariant(
      'chatFlow',
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(storage.items.has(EXPOSURES_STORAGE_KEY)).toBe(true);

    const second = vi.fn();
    const reloaded = createExperiments({
      environment: 'prod',
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
      environment: 'prod',
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
      environment: 'prod',
      anonymousId: 'x',
      onExposure: () => {},
      storage: null,
    });
    const variant: 'A' | 'B' | 'C' = experiments.getVariant('bookThisPro');
    const twoWay: 'A' | 'B' = experiments.getVariant('phoneLogin');
    expect([variant, twoWay].every((v) => typeof v === 'string')).toBe(true);
  });
});
