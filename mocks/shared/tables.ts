// Building example tables (example name → value) from the data set.

/** One example per item, named by `key`. */
export function byKey<T>(items: readonly T[], key: (item: T) => string): Record<string, T>;
export function byKey<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Record<string, V>;
export function byKey<T>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => unknown = (item) => item,
): Record<string, unknown> {
  return Object.fromEntries(items.map((item) => [key(item), value(item)]));
}

/** The same table for each of `operationIds` (operations that differ only in how they narrow). */
export const sameFor = <T>(operationIds: readonly string[], table: T): Record<string, T> =>
  Object.fromEntries(operationIds.map((operationId) => [operationId, table]));

/** A list item without the article body the detail call adds. */
export const withoutBody = <T extends { bodyHtml: string }>({ bodyHtml: _body, ...item }: T) => item;
