// Development builds only: the mock scenario switch. The chosen scenario is kept in
// sessionStorage (or set with ?mock=<scenario> on any URL) and sent as Prism's Prefer header on the
// calls it applies to, so a developer sees the rate-limit notice or an empty list without
// editing code.
export const DEV_SCENARIOS = {
  rateLimited: { prefer: 'code=429', operations: ['createRequest', 'register', 'signIn'] },
  serverError: { prefer: 'code=500', operations: 'all' },
  empty: { prefer: 'example=empty', operations: 'all' },
  duplicate: { prefer: 'example=duplicate', operations: ['checkDuplicateRequest'] },
  dynamic: { prefer: 'dynamic=true', operations: 'all' },
} as const satisfies Record<string, { prefer: string; operations: readonly string[] | 'all' }>;

export type DevScenario = keyof typeof DEV_SCENARIOS;
const STORAGE_KEY = 'dev.mockScenario';

const isScenario = (value: string | null | undefined): value is DevScenario =>
  !!value && value in DEV_SCENARIOS;

export function currentDevScenario(): DevScenario | undefined {
  if (typeof window === 'undefined') return undefined;
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (isScenario(fromUrl)) sessionStorage.setItem(STORAGE_KEY, fromUrl);
  else if (fromUrl === 'none') sessionStorage.removeItem(STORAGE_KEY);
  const stored = sessionStorage.getItem(STORAGE_KEY);
  return isScenario(stored) ? stored : undefined;
}

export function setDevScenario(scenario: DevScenario | undefined): void {
  if (scenario) sessionStorage.setItem(STORAGE_KEY, scenario);
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** The Prefer header for an operation under the current scenario, if it applies. */
export function devScenarioPrefer(operationId: string): string | undefined {
  const scenario = currentDevScenario();
  if (!scenario) return undefined;
  const { prefer, operations } = DEV_SCENARIOS[scenario];
  return operations === 'all' || (operations as readonly string[]).includes(operationId) ? prefer : undefined;
}
