/**
 * A fixed-window counter for login attempts, kept in the memory of one server process. With
 * several processes behind one address each counts on its own, so the real limit is the setting
 * times the number of processes; the proxy in front can add a global limit.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, {count: number; resetAt: number}>();

  constructor(private readonly attempts: number, private readonly windowMs: number) {}

  /** Counts one attempt; answers how many seconds to wait when the key is over its limit. */
  hit(key: string, now = Date.now()): {readonly allowed: true} | {readonly allowed: false; readonly retryAfterSeconds: number} {
    if (this.windows.size > 10_000) this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = {count: 0, resetAt: now + this.windowMs};
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= this.attempts) return {allowed: true};
    return {allowed: false, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000)};
  }

  /** Forgets a key, after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
