// Which answer a request gets. An explicit `Prefer` header (code=…, example=…, dynamic=…) always
// wins, as with Prism's own server; otherwise the per-operation behaviour picks the example that
// matches the request's identifying parameters (or the documented status of an unknown one).
import type { IHttpOperationConfig } from '@stoplight/prism-http';
import type { MockBehaviour, RequestContext } from '../types';
import type { Route } from './routes';

interface Preferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
}

/** Parses `Prefer: code=429, example=empty` (RFC 7240 style, as Prism reads it). */
function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [name, ...rest] = part.split('=');
    const value = rest.join('=').trim().replace(/^"|"$/g, '');
    switch (name?.trim()) {
      case 'code':
        if (/^\d{3}$/.test(value)) preferences.code = Number(value);
        break;
      case 'example':
        if (value) preferences.example = value;
        break;
      case 'dynamic':
        // `Prefer: dynamic` alone asks for it as much as `dynamic=true` does.
        preferences.dynamic = value === '' || value === 'true';
        break;
    }
  }
  return preferences;
}

type Scenario =
  /** A 5xx the operation does not document: the front answers it, not Prism. */
  | { undocumented: number }
  | {
      /** What Prism is asked to answer with. */
      mock: IHttpOperationConfig;
      /**
       * Whether the answer goes out as Prism gives it, without paging and filtering: random data,
       * or an example asked for by name (`example=empty` means empty, whatever the filters).
       */
      asIs: boolean;
    };

export function scenarioOf(
  preferHeader: string | undefined,
  route: Route | undefined,
  context: RequestContext | undefined,
  behaviour: MockBehaviour,
): Scenario {
  const prefer = parsePrefer(preferHeader);
  let exampleKey = prefer.example;
  let code = prefer.code;
  // A scenario asks every call for the same example (`example=empty`): an operation without it
  // (a single entity has nothing to empty) answers as usual instead of failing.
  if (route && exampleKey !== undefined && code === undefined && !route.exampleKeys.has(exampleKey))
    exampleKey = undefined;
  // Any call of a real server can fail with a 5xx, documented or not: the front answers it with
  // the contract's one error body (Prism would answer "status not defined" with a 404).
  if (route && code !== undefined && code >= 500 && !route.codes.has(String(code)))
    return { undocumented: code };
  // Random data (dynamic) is random for every call: the fixtures' selection does not apply.
  if (route && context && exampleKey === undefined && code === undefined && !prefer.dynamic) {
    const selected = behaviour.select?.(context, route.exampleKeys);
    if (selected?.code && route.codes.has(String(selected.code))) {
      code = selected.code;
      // A refusal may name which of the status's documented examples (error codes) answers.
      exampleKey = selected.example;
    } else if (selected?.example && route.exampleKeys.has(selected.example)) exampleKey = selected.example;
  }
  return {
    mock: {
      dynamic: prefer.dynamic ?? false,
      // Prism answers with a named example even in dynamic mode unless told to ignore them.
      ...(prefer.dynamic ? { ignoreExamples: true } : {}),
      ...(exampleKey ? { exampleKey } : {}),
      ...(code ? { code } : {}),
    },
    asIs: Boolean(prefer.dynamic) || (prefer.example !== undefined && exampleKey === prefer.example),
  };
}
