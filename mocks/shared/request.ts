// Reading a request's parameters the way the per-operation behaviour needs them.
import type { Query, Select } from '../types';

type Value = string | string[] | undefined;

export const one = (value: Value): string | undefined => (Array.isArray(value) ? value[0] : value);

export const int = (value: Value, fallback: number) => {
  const parsed = Number.parseInt(one(value) ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export const bool = (value: Value) => one(value) === 'true';

/** A comma-separated list parameter as a set (`excludeCities=a,b`). */
export const setOf = (value: Value) => new Set((one(value) ?? '').split(',').filter(Boolean));

/** The example named by a path parameter (or, failing that, a query parameter) of that name. */
export const param =
  (name: string): Select =>
  (context) => ({ example: context.pathParams[name] ?? one(context.query[name]) });

/** The first items, as many as the query's `name` asks (else `fallback`). */
export const limit = <T>(items: T[], query: Query, name: string, fallback: number) =>
  items.slice(0, int(query[name], fallback));

/** One page of `size` items, from the 1-based page number `page` names. */
export const pageOf = <T>(items: T[], page: Value, size: number) => {
  const start = (Math.max(1, int(page, 1)) - 1) * size;
  return items.slice(start, start + size);
};
