// Which operation of the contract a request is for, with its path parameters, and what that
// operation documents (its named success examples and its response codes).
import type { IHttpOperation } from '@stoplight/types';

export interface Route {
  operation: IHttpOperation;
  method: string;
  pattern: RegExp;
  names: string[];
  literalSegments: number;
  exampleKeys: Set<string>;
  codes: Set<string>;
}

interface Match {
  route: Route;
  pathParams: Record<string, string>;
}

function compileRoute(operation: IHttpOperation): Route {
  const names: string[] = [];
  const segments = operation.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  const trailingSlash = operation.path.endsWith('/') ? '/' : '';
  const exampleKeys = new Set<string>();
  for (const response of operation.responses) {
    if (!/^2/.test(response.code)) continue;
    for (const content of response.contents ?? [])
      for (const example of content.examples ?? []) exampleKeys.add(example.key);
  }
  return {
    operation,
    method: operation.method.toLowerCase(),
    pattern: new RegExp(`^${source}${trailingSlash}$`),
    names,
    literalSegments: segments.length - names.length,
    exampleKeys,
    codes: new Set(operation.responses.map((response) => response.code)),
  };
}

/** Concrete segments win over templated ones: /job-types/popular before /job-types/{id}. */
export function buildRouter(operations: IHttpOperation[]) {
  const routes = operations.map(compileRoute).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method: string, pathname: string): Match | undefined => {
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const pathParams = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return { route, pathParams };
    }
    return undefined;
  };
}
