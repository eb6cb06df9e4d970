/**
 * A value (here: zod schemas) built when first asked for, not when its module loads. The route tree
 * imports every endpoint module at start-up (the loaders need them), and zod's classic API builds
 * each schema eagerly: ~300 of them were ~140 ms of the first file's start-up task on Lighthouse's
 * mobile profile. Built once; later calls return the same value.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
