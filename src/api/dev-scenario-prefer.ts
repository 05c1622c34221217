// Development and mock-kit builds only: the Prefer header of the mock scenario switch for the
// client's `preferFor`. The switch itself (./dev-scenario.ts: its scenarios and the lookups they
// leave alone) loads with the first call that asks, not with the first page.

/** The Prefer header for an operation under the current scenario, if it applies. */
export async function devScenarioPrefer(operationId: string): Promise<string | undefined> {
  return (await import('./dev-scenario')).currentScenarioPrefer(operationId);
}
