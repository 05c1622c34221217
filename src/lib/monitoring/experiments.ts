// A/B experiments. Each experiment has its own id per environment (preProd,
// prod); a visitor's variant is a stable hash of the anonymous id and the experiment key, and
// the first time a variant is used in a session an exposure is reported.
//
// The spec does not show the experiment ids: the ids below are deterministic PLACEHOLDERS
// (`exp-<environment>-<experiment>`), to be replaced by the real ids of the experiment platform.

export type ExperimentEnvironment = 'preProd' | 'prod';

export interface ExperimentDefinition {
  readonly key: string;
  readonly variants: readonly [string, ...string[]];
  readonly ids: { readonly preProd: string; readonly prod: string };
}

export const EXPERIMENTS = [
  {
    key: 'additionalTextGuide',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-additional-text-guide', prod: 'exp-prod-additional-text-guide' },
  },
  {
    key: 'phoneLogin',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-phone-login', prod: 'exp-prod-phone-login' },
  },
  {
    key: 'pricingValueProposition',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-pricing-value-proposition', prod: 'exp-prod-pricing-value-proposition' },
  },
  {
    key: 'phoneRequired',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-phone-required', prod: 'exp-prod-phone-required' },
  },
  {
    key: 'blogValueProposition',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-blog-value-proposition', prod: 'exp-prod-blog-value-proposition' },
  },
  {
    key: 'secureDataUsage',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-secure-data-usage', prod: 'exp-prod-secure-data-usage' },
  },
  {
    key: 'chatFlow',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-chat-flow', prod: 'exp-prod-chat-flow' },
  },
  {
    key: 'mikittyVertical',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-mikitty-vertical', prod: 'exp-prod-mikitty-vertical' },
  },
  {
    key: 'displayTiming',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-display-timing', prod: 'exp-prod-display-timing' },
  },
  {
    key: 'biggerNextRequestButton',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-bigger-next-request-button', prod: 'exp-prod-bigger-next-request-button' },
  },
  {
    key: 'homeReformChatFlow',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-home-reform-chat-flow', prod: 'exp-prod-home-reform-chat-flow' },
  },
  {
    key: 'progress100BeforeEmail',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-progress-100-before-email', prod: 'exp-prod-progress-100-before-email' },
  },
  {
    key: 'digitalGiftCampaign',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-digital-gift-campaign', prod: 'exp-prod-digital-gift-campaign' },
  },
  {
    // "book this pro (two variants)": the control A plus the two variants B and C.
    key: 'bookThisPro',
    variants: ['A', 'B', 'C'],
    ids: { preProd: 'exp-preprod-book-this-pro', prod: 'exp-prod-book-this-pro' },
  },
  {
    key: 'businessInformationStepUi',
    variants: ['A', 'B'],
    ids: {
      preProd: 'exp-preprod-business-information-step-ui',
      prod: 'exp-prod-business-information-step-ui',
    },
  },
  {
    key: 'proNameDropOff',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-pro-name-drop-off', prod: 'exp-prod-pro-name-drop-off' },
  },
  {
    key: 'proRegistrationJobType',
    variants: ['A', 'B'],
    ids: { preProd: 'exp-preprod-pro-registration-job-type', prod: 'exp-prod-pro-registration-job-type' },
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

/** The experiment's id in an environment. */
export function experimentId(key: ExperimentKey, environment: ExperimentEnvironment): string {
  return definition(key).ids[environment];
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
  environment: ExperimentEnvironment;
  anonymousId: string;
  /** Called once per experiment per session, e.g. `({ experimentId, variant }) => analytics.trackExposure(experimentId, variant)`. */
  onExposure: (exposure: Exposure) => void;
  /** Remembers exposures across reloads of the session; defaults to sessionStorage when usable. Null: memory only. */
  storage?: ExposureStorage | null;
}

export interface Experiments {
  /** The visitor's variant; the first call per experiment in the session reports the exposure. */
  getVariant<K extends ExperimentKey>(key: K): VariantOf<K>;
  /** The experiment's id in this environment. */
  experimentId(key: ExperimentKey): string;
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
  const { environment, anonymousId, onExposure } = options;
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
      const variant = variantFor(key, anonymousId);
      const id = experimentId(key, environment);
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
    experimentId: (key) => experimentId(key, environment),
  };
}
