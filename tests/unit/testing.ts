import type {KeyValueStore} from '../../src/lib/storage';

/** An in-memory store for tests; `blocked` makes every call throw, as a locked-down browser does. */
export function memoryStore(
  initial: Record<string, string> = {},
  blocked = false,
): KeyValueStore & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    data,
    getItem: (k) => (guard(), data.get(k) ?? null),
    setItem: (k, v) => (guard(), void data.set(k, v)),
    removeItem: (k) => (guard(), void data.delete(k)),
  };
}

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}
