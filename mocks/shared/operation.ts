// What one module of mocks/operations/ gives the kit, and what it is given.
import type { ExampleTable, RequestContext, Select } from '../types';
import type { English } from './english';
import type { Places } from './places';
import type { Session } from './session';
import type { World } from './world';

// Method syntax on purpose: TypeScript checks a method's parameters both ways, so a handler may
// name the body it expects (the contract's shape of the operation's answer) instead of `unknown`.
interface Handlers {
  refine(context: RequestContext, body: unknown): unknown;
  english(body: unknown, context: RequestContext): unknown;
}
/** Pages and filters one operation's answer, or answers with what the request wrote. */
type Refine = Handlers['refine'];
/** The answer's display text in English (asked for by `language` or `x-ui-language`). */
type Translate = Handlers['english'];

/** The behaviour of one contract tag's operations, each table keyed by operation id. */
export interface OperationModule {
  /** The fixtures as named examples (skipped when the kit has them prebuilt by its worker). */
  examples: () => ExampleTable;
  select?: Record<string, Select>;
  refine?: Record<string, Refine>;
  english?: Record<string, Translate>;
}

/** What every module reads: the data set's indexes, the place rules, this run's writes, English. */
export interface Mock {
  world: World;
  places: Places;
  session: Session;
  english: English;
}

export type Operations = (mock: Mock) => OperationModule;
