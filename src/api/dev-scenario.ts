// Development and mock-kit builds only: the mock scenario switch. The chosen scenario is kept in
// sessionStorage (or set with ?mock=<scenario> on any URL) and sent as Prism's Prefer header on the
// calls it applies to, so a developer sees the rate-limit notice or an empty list without
// editing code. The client reaches it through ./dev-scenario-prefer.ts, which loads this module
// with the first call: none of it is in the first page's JavaScript.
/**
 * The lookups that turn a URL into a page (the category tree, the job type and its alias, the
 * place, the city-grouping flag, a pro or an article by its key, the page's texts, the signed-in
 * user). Emptied or random, every URL would resolve to "not found"; the content scenarios leave
 * them alone so the page they preview still exists.
 */
export const URL_RESOLUTION_OPERATIONS = [
  'listJobCategories',
  'getJobCategory',
  'listAllSubcategories',
  'getSubcategoriesByParent',
  'getJobType',
  'listJobTypes',
  'getJobTypeAlias',
  'listJobTypeAliases',
  'getTranslation',
  'listPrefectures',
  'getPrefecture',
  'listCities',
  'getCity',
  'getCityInPrefecture',
  'listCitiesOfPrefecture',
  'listCityGroups',
  'listCityGroupsOfPrefecture',
  'getFeatureFlag',
  'getPro',
  'getProBySlug',
  'getItpUser',
  'getBlogPost',
  'getCurrentUser',
] as const;

/** The one URL lookup random data may answer: the article page shows whatever post comes back. */
const RANDOM_ARTICLE = 'getBlogPost';

type Scope = readonly string[] | 'all' | { allBut: readonly string[] };

export const DEV_SCENARIOS = {
  rateLimited: { prefer: 'code=429', operations: ['createRequest', 'register', 'signIn'] },
  // Every call fails, the lookups too: the page shows its error state (never "not found").
  serverError: { prefer: 'code=500', operations: 'all' },
  empty: { prefer: 'example=empty', operations: { allBut: URL_RESOLUTION_OPERATIONS } },
  duplicate: { prefer: 'example=duplicate', operations: ['checkDuplicateRequest'] },
  // An article is shown by its key as whatever post answers (nothing of the URL must match it), so
  // the random scenario gives the article page a random post; the other lookups stay real.
  dynamic: {
    prefer: 'dynamic=true',
    operations: { allBut: URL_RESOLUTION_OPERATIONS.filter((id) => id !== RANDOM_ARTICLE) },
  },
} as const satisfies Record<string, { prefer: string; operations: Scope }>;

export type DevScenario = keyof typeof DEV_SCENARIOS;
const STORAGE_KEY = 'dev.mockScenario';

const isScenario = (value: string | null | undefined): value is DevScenario =>
  !!value && value in DEV_SCENARIOS;

// The `?mock=` value last applied: a URL's choice counts once, so the panel can change it while the
// parameter is still in the address bar.
let appliedFromUrl: string | null = null;

export function currentDevScenario(): DevScenario | undefined {
  if (typeof window === 'undefined') return undefined;
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (fromUrl !== appliedFromUrl) {
    appliedFromUrl = fromUrl;
    if (isScenario(fromUrl)) sessionStorage.setItem(STORAGE_KEY, fromUrl);
    else if (fromUrl === 'none') sessionStorage.removeItem(STORAGE_KEY);
  }
  const stored = sessionStorage.getItem(STORAGE_KEY);
  return isScenario(stored) ? stored : undefined;
}

export function setDevScenario(scenario: DevScenario | undefined): void {
  if (scenario) sessionStorage.setItem(STORAGE_KEY, scenario);
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** The Prefer header for an operation under the current scenario, if it applies. */
export function currentScenarioPrefer(operationId: string): string | undefined {
  const scenario = currentDevScenario();
  if (!scenario) return undefined;
  const { prefer, operations } = DEV_SCENARIOS[scenario];
  return appliesTo(operations, operationId) ? prefer : undefined;
}

function appliesTo(scope: Scope, operationId: string): boolean {
  if (scope === 'all') return true;
  if ('allBut' in scope) return !scope.allBut.includes(operationId);
  return scope.includes(operationId);
}
