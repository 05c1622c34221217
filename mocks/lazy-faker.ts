// Start-up shim. Prism's engine (through json-schema-faker) and http-spec (through
// postman-collection) require faker 5/6 eagerly: about 2,000 locale files, a second of every mock
// start. Neither uses it for our spec: json-schema-faker calls faker only for `x-faker` keywords
// (the contract has none: our seeded fixtures are the data) and postman-collection only for
// Postman collections. So those two requires get a lazy stand-in: any path read off it
// (faker.address.city) is a callable placeholder that loads the real module, resolves the path
// and calls it on first use.
// Our own fixtures import faker 10 as an ES module and are not affected.
import Module from 'node:module';
import path from 'node:path';

type Load = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown;
const moduleInternals = Module as unknown as { _load: Load & { lazyFaker?: boolean } };
const DEPENDENTS = [`${path.sep}@stoplight${path.sep}`, `${path.sep}postman-collection${path.sep}`];

function lazyPath(root: () => unknown, keys: PropertyKey[]): unknown {
  const resolve = (upTo = keys.length) =>
    keys.slice(0, upTo).reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], root());
  // A function target, so the placeholder is callable as well as readable.
  return new Proxy(function lazyFakerPlaceholder() {}, {
    get: (_target, key) => (key === 'then' ? undefined : lazyPath(root, [...keys, key])),
    apply: (_target, _this, args: unknown[]) =>
      (resolve() as (...input: unknown[]) => unknown).apply(resolve(keys.length - 1), args),
    has: (_target, key) => Reflect.has(resolve() as object, key),
    ownKeys: () => Reflect.ownKeys(resolve() as object),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(resolve() as object, key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

export function installLazyFaker(): void {
  const originalLoad = moduleInternals._load;
  if (originalLoad.lazyFaker) return;
  const lazyLoad: Load & { lazyFaker?: boolean } = function (this: unknown, request, parent, isMain) {
    const isFaker = request === '@faker-js/faker' || request.startsWith('@faker-js/faker/');
    if (!isFaker || !DEPENDENTS.some((segment) => parent?.filename?.includes(segment))) {
      return originalLoad.call(this, request, parent, isMain);
    }
    let real: unknown;
    return lazyPath(() => (real ??= originalLoad.call(this, request, parent, isMain)), []);
  };
  lazyLoad.lazyFaker = true;
  moduleInternals._load = lazyLoad;
}
