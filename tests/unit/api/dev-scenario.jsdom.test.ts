// @vitest-environment jsdom
// The mock scenario switch: what each scenario applies to, and that a `?mock=` in the address bar
// counts once (the panel can change it afterwards).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../helpers/spec';

const load = async () => {
  vi.resetModules();
  return import('../../../src/api/dev-scenario');
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('scenario scope', () => {
  it('names only operations of the contract as URL lookups', async () => {
    const { URL_RESOLUTION_OPERATIONS } = await load();
    const known = new Set(operations().map((entry) => entry.operation.operationId));
    expect(URL_RESOLUTION_OPERATIONS.filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(['empty', 'dynamic'] as const)(
    '%s reaches the content calls and leaves the URL lookups alone',
    async (scenario) => {
      const { currentScenarioPrefer, setDevScenario, DEV_SCENARIOS } = await load();
      setDevScenario(scenario);
      const prefer = DEV_SCENARIOS[scenario].prefer;
      for (const content of [
        'listProsByPrefectureAndJob',
        'countPros',
        'listCaseStudiesByPro',
        'listBlogPosts',
      ])
        expect(currentScenarioPrefer(content), content).toBe(prefer);
      for (const lookup of ['listJobCategories', 'getJobType', 'getPrefecture', 'getProBySlug', 'getPro'])
        expect(currentScenarioPrefer(lookup), lookup).toBeUndefined();
    },
  );

  it('dynamic gives the article page a random post; empty leaves the article lookup alone', async () => {
    const { currentScenarioPrefer, setDevScenario } = await load();
    setDevScenario('dynamic');
    expect(currentScenarioPrefer('getBlogPost')).toBe('dynamic=true');
    setDevScenario('empty');
    expect(currentScenarioPrefer('getBlogPost')).toBeUndefined();
  });

  it('serverError fails every call, lookups too; rateLimited only the writes it names', async () => {
    const { currentScenarioPrefer, setDevScenario } = await load();
    setDevScenario('serverError');
    expect(currentScenarioPrefer('getPro')).toBe('code=500');
    expect(currentScenarioPrefer('listProsByJob')).toBe('code=500');
    setDevScenario('rateLimited');
    expect(currentScenarioPrefer('createRequest')).toBe('code=429');
    expect(currentScenarioPrefer('getPro')).toBeUndefined();
  });
});

describe("the client's preferFor", () => {
  it('loads the switch with the first call and answers as it does', async () => {
    vi.resetModules();
    const { devScenarioPrefer } = await import('../../../src/api/dev-scenario-prefer');
    const { setDevScenario } = await import('../../../src/api/dev-scenario');
    expect(await devScenarioPrefer('getPro')).toBeUndefined();
    setDevScenario('serverError');
    expect(await devScenarioPrefer('getPro')).toBe('code=500');
    setDevScenario('empty');
    expect(await devScenarioPrefer('listBlogPosts')).toBe('example=empty');
    expect(await devScenarioPrefer('getJobType')).toBeUndefined();
  });
});

describe('the ?mock= parameter', () => {
  it('chooses the scenario once; the panel can then change it with the parameter still there', async () => {
    const { currentDevScenario, setDevScenario } = await load();
    window.history.replaceState(null, '', '/start?mock=serverError');
    expect(currentDevScenario()).toBe('serverError');
    setDevScenario(undefined);
    expect(currentDevScenario()).toBeUndefined();
    // A new value in the address bar applies again; `none` clears.
    window.history.replaceState(null, '', '/start?mock=empty');
    expect(currentDevScenario()).toBe('empty');
    window.history.replaceState(null, '', '/start?mock=none');
    expect(currentDevScenario()).toBeUndefined();
  });
});
