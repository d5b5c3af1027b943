/**
 * The hosted client's memory of failing hosts. Its own cache stores a failed host under a key that
 * includes the failure (status and time), then looks hosts up by their plain address, so the
 * failure is never found again, and it would lose the host's methods by serialising it anyway.
 * This cache keys hosts by address and keeps them as objects, so a host that timed out or answered
 * 5xx is skipped for DOWN_MS and the next host is tried first.
 */

export const HOST_DOWN_MS = 120_000;

interface Host {
  readonly url: string;
  readonly protocol?: string;
  readonly port?: number;
  readonly accept?: string;
  readonly status?: string;
}

interface StatefulHost extends Host {
  readonly status: 'up' | 'down' | 'timed out';
  readonly lastUpdate: number;
  isUp(): boolean;
  isTimedOut(): boolean;
}

export interface HostsCache {
  get<T>(key: unknown, defaultValue: () => Promise<T>, events?: {miss?: (value: T) => Promise<unknown>}): Promise<T>;
  set<T>(key: unknown, value: T): Promise<T>;
  delete(key: unknown): Promise<void>;
  clear(): Promise<void>;
}

function hostKey(key: unknown): string {
  const host = key as Host;
  return `${host.protocol ?? 'https'}://${host.url}:${host.port ?? ''}`;
}

export function createHostsCache(now: () => number = Date.now): HostsCache & {isDown(url: string): boolean} {
  const hosts = new Map<string, StatefulHost>();
  return {
    async get<T>(key: unknown, defaultValue: () => Promise<T>, events?: {miss?: (value: T) => Promise<unknown>}) {
      const known = hosts.get(hostKey(key));
      if (known) return known as T;
      const value = await defaultValue();
      await events?.miss?.(value);
      return value;
    },
    async set<T>(key: unknown, value: T) {
      const host = value as unknown as Host;
      const lastUpdate = now();
      // A host that timed out is treated like one that failed: skipped until its time is up.
      const status = host.status === 'up' ? 'up' : 'down';
      hosts.set(hostKey(key), {
        ...host,
        status,
        lastUpdate,
        isUp: () => status === 'up' || now() - lastUpdate > HOST_DOWN_MS,
        isTimedOut: () => false,
      });
      return value;
    },
    async delete(key: unknown) {
      hosts.delete(hostKey(key));
    },
    async clear() {
      hosts.clear();
    },
    isDown(url: string) {
      return [...hosts.values()].some((h) => h.url === url && !h.isUp());
    },
  };
}
