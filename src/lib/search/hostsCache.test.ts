import {describe, expect, it} from 'vitest';
import {createHostsCache, HOST_DOWN_MS} from './hostsCache';

interface CachedHost {
  readonly url: string;
  readonly status: string;
  isUp(): boolean;
  isTimedOut(): boolean;
}

function clock(start = 1_000_000) {
  let time = start;
  return {now: () => time, advance: (ms: number) => (time += ms)};
}

const plain = {url: 'search-1.example', protocol: 'https', accept: 'readWrite'} as const;
/** What the hosted client passes to `set`: the host with its state and methods. */
const failed = (status: 'down' | 'timed out') => ({
  ...plain,
  status,
  lastUpdate: 12345,
  isUp: () => false,
  isTimedOut: () => status === 'timed out',
});
const fresh = () => Promise.resolve({...plain, status: 'up', lastUpdate: 0, isUp: () => true, isTimedOut: () => false});

describe('createHostsCache', () => {
  it('answers the default for a host it has not heard of, and calls the miss event', async () => {
    const cache = createHostsCache(clock().now);
    const missed: unknown[] = [];
    const host = await cache.get<CachedHost>(plain, fresh, {miss: async (value) => missed.push(value)});
    expect(host.status).toBe('up');
    expect(host.isUp()).toBe(true);
    expect(missed).toEqual([host]);
  });

  it('skips a failed host for two minutes, then tries it again', async () => {
    const time = clock();
    const cache = createHostsCache(time.now);
    await cache.set(failed('down'), failed('down'));
    const host = await cache.get<CachedHost>(plain, fresh);
    expect(host.isUp()).toBe(false);
    time.advance(HOST_DOWN_MS - 1);
    expect(host.isUp()).toBe(false);
    expect((await cache.get<CachedHost>(plain, fresh)).isUp()).toBe(false);
    time.advance(2);
    expect(host.isUp()).toBe(true);
    expect((await cache.get<CachedHost>(plain, fresh)).isUp()).toBe(true);
    expect(HOST_DOWN_MS).toBe(120_000);
  });

  it('treats a host that timed out like one that is down', async () => {
    const time = clock();
    const cache = createHostsCache(time.now);
    await cache.set(failed('timed out'), failed('timed out'));
    const host = await cache.get<CachedHost>(plain, fresh);
    expect(host.isUp()).toBe(false);
    expect(host.isTimedOut()).toBe(false);
    expect(cache.isDown(plain.url)).toBe(true);
    time.advance(HOST_DOWN_MS + 1);
    expect(host.isUp()).toBe(true);
    expect(cache.isDown(plain.url)).toBe(false);
  });

  it('finds a host by its address, whatever state it was stored with', async () => {
    const cache = createHostsCache(clock().now);
    await cache.set(failed('down'), failed('down'));
    const host = await cache.get<CachedHost>({url: plain.url, protocol: plain.protocol, accept: plain.accept}, fresh);
    expect(host.url).toBe(plain.url);
    expect(host.status).toBe('down');
  });

  it('keeps hosts on different addresses, protocols or ports apart', async () => {
    const cache = createHostsCache(clock().now);
    await cache.set(failed('down'), failed('down'));
    for (const other of [
      {...plain, url: 'search-2.example'},
      {...plain, protocol: 'http'},
      {...plain, port: 8443},
    ]) {
      expect((await cache.get<CachedHost>(other, fresh)).isUp()).toBe(true);
    }
  });

  it('forgets a host when asked', async () => {
    const cache = createHostsCache(clock().now);
    await cache.set(plain, failed('down'));
    await cache.delete(plain);
    expect((await cache.get<CachedHost>(plain, fresh)).isUp()).toBe(true);
    await cache.set(plain, failed('down'));
    await cache.clear();
    expect((await cache.get<CachedHost>(plain, fresh)).isUp()).toBe(true);
  });
});
