/** A promise the test settles by hand: the way to order the steps of an interleaving. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves once `check` holds, polling every few ms (for a step that happens inside the library). */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('until(): condition never held');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
