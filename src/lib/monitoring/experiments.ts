// A/B experiments. Each experiment has its own id per environment (preProd, prod): the build's
// configuration gives the ids of its environment (VITE_EXPERIMENT_IDS, src/lib/config.ts), and an
// experiment without an id there is not running (everyone sees the control, nothing is reported).
// A visitor's variant is a stable hash of the anonymous id and the experiment key, and the first
// time a variant is used in a session an exposure is reported.

export interface ExperimentDefinition {
  readonly key: string;
  /** The control first. */
  readonly variants: readonly [string, ...string[]];
}

export const EXPERIMENTS = [
  {
    key: 'additionalTextGuide',
    variants: ['A', 'B'],
  },
  {
    key: 'phoneLogin',
    variants: ['A', 'B'],
  },
  {
    key: 'pricingValueProposition',
    variants: ['A', 'B'],
  },
  {
    key: 'phoneRequired',
    variants: ['A', 'B'],
  },
  {
    key: 'blogValueProposition',
    variants: ['A', 'B'],
  },
  {
    key: 'secureDataUsage',
    variants: ['A', 'B'],
  },
  {
    key: 'chatFlow',
    variants: ['A', 'B'],
  },
  {
    key: 'mikittyVertical',
    variants: ['A', 'B'],
  },
  {
    key: 'displayTiming',
    variants: ['A', 'B'],
  },
  {
    key: 'biggerNextRequestButton',
    variants: ['A', 'B'],
  },
  {
    key: 'homeReformChatFlow',
    variants: ['A', 'B'],
  },
  {
    key: 'progress100BeforeEmail',
    variants: ['A', 'B'],
  },
  {
    key: 'digitalGiftCampaign',
    variants: ['A', 'B'],
  },
  {
    // "book this pro (two variants)": the control A plus the two variants B and C.
    key: 'bookThisPro',
    variants: ['A', 'B', 'C'],
  },
  {
    key: 'businessInformationStepUi',
    variants: ['A', 'B'],
  },
  {
    key: 'proNameDropOff',
    variants: ['A', 'B'],
  },
  {
    key: 'proRegistrationJobType',
    variants: ['A', 'B'],
  },
] as const satisfies readonly ExperimentDefinition[];

export type Experiment = (typeof EXPERIMENTS)[number];
export type ExperimentKey = Experiment['key'];
export type VariantOf<K extends ExperimentKey> = Extract<Experiment, { key: K }>['variants'][number];

const byKey: ReadonlyMap<string, ExperimentDefinition> = new Map(
  EXPERIMENTS.map((experiment) => [experiment.key, experiment]),
);

function definition(key: ExperimentKey): ExperimentDefinition {
  const found = byKey.get(key);
  if (!found) throw new Error(`Unknown experiment: ${key}`);
  return found;
}

/** The running experiments' ids in this build's environment, by experiment key. */
export type ExperimentIds = Readonly<Partial<Record<ExperimentKey, string>>>;

/** The configured ids of known experiments (unknown keys and empty ids are left out). */
export function knownExperimentIds(configured: Readonly<Record<string, string>>): ExperimentIds {
  return Object.fromEntries(
    Object.entries(configured).filter(([key, id]) => byKey.has(key) && id !== ''),
  ) as ExperimentIds;
}

const encoder = new TextEncoder();

/** 32-bit FNV-1a of the UTF-8 bytes, with a final avalanche so every bit (and so any modulus) is even. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3's fmix32
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The visitor's variant: the same for the same anonymous id and experiment, everywhere. */
export function variantFor<K extends ExperimentKey>(key: K, anonymousId: string): VariantOf<K> {
  const { variants } = definition(key);
  return variants[hash32(`${key}:${anonymousId}`) % variants.length] as VariantOf<K>;
}

export interface Exposure {
  experimentKey: ExperimentKey;
  experimentId: string;
  variant: string;
}

/** Where the exposures of the session are remembered (sessionStorage fits). */
export type ExposureStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ExperimentsOptions {
  /** The ids of the experiments running in this build's environment (from its configuration). */
  ids: Readonly<Record<string, string>>;
  anonymousId: string;
  /** Called once per experiment per session, e.g. `({ experimentId, variant }) => analytics.trackExposure(experimentId, variant)`. */
  onExposure: (exposure: Exposure) => void;
  /** Remembers exposures across reloads of the session; defaults to sessionStorage when usable. Null: memory only. */
  storage?: ExposureStorage | null;
}

export interface Experiments {
  /**
   * The visitor's variant; the first call per experiment in the session reports the exposure. An
   * experiment that is not running gives its control, unreported.
   */
  getVariant<K extends ExperimentKey>(key: K): VariantOf<K>;
}

export const EXPOSURES_STORAGE_KEY = 'monitoring.experimentExposures';

const defaultStorage = (): ExposureStorage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function createExperiments(options: ExperimentsOptions): Experiments {
  const { anonymousId, onExposure } = options;
  const ids = knownExperimentIds(options.ids);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;

  const exposed = new Set<string>();
  try {
    const stored: unknown = JSON.parse(storage?.getItem(EXPOSURES_STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) for (const item of stored) if (typeof item === 'string') exposed.add(item);
  } catch {
    // Unreadable storage: memory only.
  }

  const remember = (entry: string): void => {
    exposed.add(entry);
    try {
      storage?.setItem(EXPOSURES_STORAGE_KEY, JSON.stringify([...exposed]));
    } catch {
      // Storage full or refused: memory only.
    }
  };

  return {
    getVariant(key) {
      const id = ids[key];
      if (id === undefined) return definition(key).variants[0] as VariantOf<typeof key>;
      const variant = variantFor(key, anonymousId);
      // Keyed by visitor too: a new anonymous id is a new exposure.
      const entry = `${id}|${anonymousId}|${variant}`;
      if (!exposed.has(entry)) {
        remember(entry);
        try {
          onExposure({ experimentKey: key, experimentId: id, variant });
        } catch {
          // Reporting never breaks the page.
        }
      }
      return variant;
    },
  };
}
