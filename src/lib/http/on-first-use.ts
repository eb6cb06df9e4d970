/**
 * A value (here: an endpoint's zod schemas) built when first asked for, not when its module loads.
 * The route tree imports every endpoint module at start-up (the loaders need their query options), so
 * a schema written at module level is built before the first paint, for screens never opened too.
 * zod/mini shares its methods through a prototype, but each schema still runs zod core's constructor
 * (its internals, checks and parse functions): the 13 blocks that existed at issue 29 took 10-60 ms to
 * build on a busy desktop, more on a slow phone. Built once; later calls return the same value.
 * docs/decisions/house.md: "zod/mini at the wire edge", "One endpoint file, in one order".
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
