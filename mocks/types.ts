// What the mock's two halves share: the examples table the fixtures become, a request as the
// per-operation behaviour sees it, and the behaviour the server asks of them.

/** Operation id → example name → value; the first is the default answer. */
export type ExampleTable = Record<string, Record<string, unknown>>;

export type Query = Record<string, string | string[]>;

export interface RequestContext {
  operationId: string;
  pathParams: Record<string, string>;
  query: Query;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Which example (or, for something unknown or refused, which documented status) answers. With a
 * `code`, `example` names one of that status's documented examples (an error code), if any.
 */
interface Choice {
  example?: string;
  code?: number;
}

/** Which example a request gets (its identifying parameters name it). */
export type Select = (context: RequestContext) => Choice | undefined;

export interface MockBehaviour {
  /**
   * The named example (and, where the request names something unknown or is refused, the
   * documented status) to answer with. Undefined answers with the operation's default example.
   */
  select?: (context: RequestContext, exampleKeys: ReadonlySet<string>) => Choice | undefined;
  /** Pages and filters a 2xx answer. */
  refine?: (context: RequestContext, body: unknown) => unknown;
  /** Sees every request that Prism accepted (the beacon sinks listen here). */
  onAccepted?: (context: RequestContext) => void;
  /**
   * Forgets what was written (`POST /__mock/reset`): in the scope of the request's `x-test-id`, or
   * everything without one; the fixtures answer again.
   */
  reset?: (scope?: string) => void;
}
