import {describe, expect, test} from 'vitest';
import fc from 'fast-check';
import {addressKey} from '../src/throttle.ts';
import {PasswordHasher, PasswordHasherBusy, hashPassword} from '../src/passwords.ts';
import {extendPro, DAY_MS} from '../src/time.ts';
import {publicUser} from '../src/accounts.ts';
import {newCode} from '../src/adminCommands.ts';
import {checkRedemptionCode} from '@interlinear/shared/redemption';
import {LOCALES} from '@interlinear/shared/locales';
import {MAIL_WORDS, composeMail} from '../src/mail/mailer.ts';

describe('the address a limit counts', () => {
  test('IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  test('every address of one /64 counts as one, and other networks apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 0, max: 0xffff}), {minLength: 4, maxLength: 4}), (host) => {
        expect(addressKey(`2001:db8:7:9:${host.map((h) => h.toString(16)).join(':')}`)).toBe('2001:db8:7:9::/64');
      }),
    );
    expect(addressKey('2001:db8:7:a::1')).not.toBe(addressKey('2001:db8:7:9::1'));
  });
});

describe('password hashing gate', () => {
  test('runs at most `concurrency` at once, queues up to `queue`, turns the rest away at once', async () => {
    const hasher = new PasswordHasher({concurrency: 1, queue: 1});
    const hash = await hashPassword('password one');
    const first = hasher.verify(hash, 'password one');
    const second = hasher.verify(hash, 'wrong password');
    await expect(hasher.verify(hash, 'password one')).rejects.toBeInstanceOf(PasswordHasherBusy);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    // The slots are free again.
    expect(await hasher.verify(hash, 'password one')).toBe(true);
  });

  test('a malformed hash is a wrong password, not an error', async () => {
    const hasher = new PasswordHasher({concurrency: 2, queue: 2});
    expect(await hasher.verify('not a hash', 'password one')).toBe(false);
    expect(await hasher.verifyDecoy('password one')).toBe(false);
  });
});

describe('Pro membership arithmetic', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  test('days start now when there is no running membership, and stack on a running one', () => {
    expect(extendPro(null, 3, now)).toBe('2026-11-24T12:00:00.000Z');
    expect(extendPro('2026-01-01T00:00:00.000Z', 3, now)).toBe('2026-11-24T12:00:00.000Z');
    expect(extendPro('2026-11-30T00:00:00.000Z', 10, now)).toBe(
      new Date(Date.parse('2026-11-30T00:00:00Z') + 10 * DAY_MS).toISOString(),
    );
  });
  test('status: inactive before any Pro, active while it runs, expired after', () => {
    const row = {
      id: 'u',
      email: 'e@example.com',
      created_at: '2026-01-01T00:00:00.000Z',
      email_verified_at: null,
      traffic_balance: 5,
    };
    expect(publicUser({...row, pro_expires_at: null}, now).subscription).toEqual({
      subscriptionStatus: 'inactive',
      plan: 'free',
      expiresAt: null,
      billing: null,
    });
    expect(publicUser({...row, pro_expires_at: '2026-11-22T00:00:00.000Z'}, now).subscription.subscriptionStatus).toBe(
      'active',
    );
    expect(publicUser({...row, pro_expires_at: '2026-11-20T00:00:00.000Z'}, now).subscription).toMatchObject({
      subscriptionStatus: 'expired',
      plan: 'free',
    });
  });
});

test('generated redemption codes are what the site accepts, in canonical form', () => {
  for (let i = 0; i < 200; i++) {
    const code = newCode();
    expect(checkRedemptionCode(code)).toEqual({ok: true, code});
  }
});

describe('account emails', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const flatten = (words: object, prefix = ''): [string, string][] =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
    );

  test('every site locale has its words, with the same parts and placeholders as English', () => {
    const english = new Map(flatten(MAIL_WORDS.en!));
    for (const {code} of LOCALES) {
      const words = MAIL_WORDS[code];
      expect(words, code).toBeDefined();
      const own = flatten(words!);
      expect(own.map(([key]) => key).sort(), code).toEqual([...english.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  test('a message says the same in text and HTML, in its language and direction, with the link escaped', () => {
    const link = 'http://site.test/ar/account/verify/?token=abc&x="<y>';
    const mail = composeMail(
      {kind: 'verify', to: 'r@example.com', locale: 'ar', email: 'r@example.com', link},
      'Interlinear',
      'https://www.interlinear.example',
    );
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.subject).toContain('Interlinear');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('lang="ar-SA" dir="rtl"');
    expect(mail.html).toContain('href="http://site.test/ar/account/verify/?token=abc&amp;x=&quot;&lt;y&gt;"');
    expect(mail.html).not.toContain('"<y>');
    // An unknown language falls back to the default locale's words.
    const fallback = composeMail(
      {kind: 'passwordChanged', to: 'r@example.com', locale: 'xx', email: 'r@example.com'},
      'P',
      'https://p.example',
    );
    expect(fallback.subject).toBe(
      composeMail(
        {kind: 'passwordChanged', to: 'r@example.com', locale: 'zh', email: 'r@example.com'},
        'P',
        'https://p.example',
      ).subject,
    );
    expect(fallback.text).not.toContain('undefined');
  });
});
