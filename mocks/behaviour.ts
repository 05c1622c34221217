// What the mock answers, per operation: the fixture examples (which become the mock spec's named
// examples), how a request picks one, and how list answers are paged, filtered and put in English.
// Each contract tag's operations live in mocks/operations/<tag>.ts (beside openapi/paths/<tag>.yaml);
// what they share lives in mocks/shared/. This file only puts them together.
import type { Dataset } from '../fixtures/dataset';
import { blog } from './operations/blog';
import { caseStudies } from './operations/case-studies';
import { catalog } from './operations/catalog';
import { flags } from './operations/flags';
import { locations } from './operations/locations';
import { marketingRequests } from './operations/marketing-requests';
import { notifications } from './operations/notifications';
import { pricing } from './operations/pricing';
import { proListings } from './operations/pro-listings';
import { pros } from './operations/pros';
import { requests } from './operations/requests';
import { reviews } from './operations/reviews';
import { users } from './operations/users';
import { withEmptyContent } from './shared/empty-content';
import { createEnglish, wantsEnglish } from './shared/english';
import type { Mock, OperationModule } from './shared/operation';
import { createPlaces } from './shared/places';
import { createSession } from './shared/session';
import { createWorld } from './shared/world';
import type { ExampleTable, MockBehaviour } from './types';

// telemetry has no examples or choices: its beacons go to the companion (see kit.ts).
const OPERATIONS = [
  catalog,
  locations,
  blog,
  proListings,
  reviews,
  marketingRequests,
  pricing,
  caseStudies,
  flags,
  requests,
  users,
  pros,
  notifications,
];

/** One table of every module's entries, keyed by operation id; an id in two modules is a bug. */
function merged<T>(
  modules: OperationModule[],
  kind: string,
  table: (module: OperationModule) => Record<string, T> | undefined,
): Record<string, T> {
  const all: Record<string, T> = {};
  for (const module of modules)
    for (const [operationId, entry] of Object.entries(table(module) ?? {})) {
      if (operationId in all) throw new Error(`two operation modules give ${kind} of ${operationId}`);
      all[operationId] = entry;
    }
  return all;
}

/** What the operation modules read, over one data set (the session state starts empty). */
export function createMock(ds: Dataset): Mock {
  const world = createWorld(ds);
  return {
    world,
    places: createPlaces(world),
    session: createSession(world),
    english: createEnglish(world),
  };
}

/**
 * `prebuilt` takes examples built elsewhere from the same data set (the kit builds them in a
 * worker while Prism loads).
 */
export function createMockKit(
  ds: Dataset,
  prebuilt?: ExampleTable,
): { examples: ExampleTable; behaviour: MockBehaviour } {
  const mock = createMock(ds);
  const modules = OPERATIONS.map((operations) => operations(mock));
  const examples = prebuilt ?? withEmptyContent(merged(modules, 'examples', (module) => module.examples()));
  const select = merged(modules, 'a choice', (module) => module.select);
  const refine = merged(modules, 'a refiner', (module) => module.refine);
  const english = merged(modules, 'English', (module) => module.english);

  const behaviour: MockBehaviour = {
    select: (context, exampleKeys) => {
      const choice = select[context.operationId]?.(context);
      // A key the fixtures do not have: a real backend answers 404 where the contract documents
      // it, and an empty list where the operation has one.
      // (A refusal's example names one of its status's documented error examples, not a fixture.)
      if (choice?.example !== undefined && choice.code === undefined && !exampleKeys.has(choice.example)) {
        return exampleKeys.has('empty') ? { example: 'empty' } : { code: 404 };
      }
      return choice;
    },
    refine: (context, body) => {
      const refiner = refine[context.operationId];
      const refined = refiner ? refiner(context, body) : body;
      const translate = wantsEnglish(context) ? english[context.operationId] : undefined;
      return translate ? translate(refined, context) : refined;
    },
    reset: (scope) => mock.session.reset(scope),
  };
  return { examples, behaviour };
}
