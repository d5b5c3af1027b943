/**
 * Password hashing (argon2id) behind a gate: at most `concurrency` hashes run at once and at most
 * `queue` wait for their turn. A flood of logins or registrations then uses a bounded share of
 * the CPU, so requests that hash nothing (pages, `me`, claims) keep being answered; past the
 * queue, the request is turned away at once with `PasswordHasherBusy`.
 */
import {randomBytes} from 'node:crypto';
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, {type: argon2.argon2id});

export class PasswordHasherBusy extends Error {
  constructor() {
    super('too many password checks are waiting');
  }
}

export class PasswordHasher {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  // Checked when the email is unknown, so that a wrong email costs as much time as a wrong password.
  private decoy: Promise<string> | null = null;

  constructor(private readonly limits: {readonly concurrency: number; readonly queue: number}) {}

  hash(password: string): Promise<string> {
    return this.gated(() => hashPassword(password));
  }

  /** Whether the password matches the hash; false for a malformed hash as well. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.gated(() => argon2.verify(hash, password).catch(() => false));
  }

  /** The same work as `verify`, against a hash no password matches. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await this.verify(await this.decoy, password);
    return false;
  }

  private async gated<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new PasswordHasherBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
