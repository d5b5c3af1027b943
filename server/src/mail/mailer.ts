/**
 * The account emails. With `SMTP_URL` set they go out through nodemailer over SMTP; without it
 * (`npm run site`, local work) nodemailer writes each one as an `.eml` file under the data folder
 * and the server logs its links, so every flow works on one machine. Each message is written in
 * the account's language (`locales/<code>.json`, the default locale's words where one is
 * missing), as plain text and HTML, with the product's name and the site's address.
 */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {randomBytes} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import nodemailer, {type Transporter} from 'nodemailer';
import {DEFAULT_LOCALE, LOCALES} from '@interlinear/shared/locales';

export type MailKind = 'verify' | 'reset' | 'changeEmail' | 'emailChanged' | 'passwordChanged';

interface Words {
  readonly subject: string;
  readonly intro: string;
  readonly action?: string;
  readonly note: string;
}
type LocaleWords = {readonly greeting: string; readonly signature: string} & Readonly<Record<MailKind, Words>>;

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Every locale's words, read once; a locale without a file speaks the default locale's. */
export const MAIL_WORDS: Readonly<Record<string, LocaleWords>> = Object.fromEntries(
  readdirSync(path.join(HERE, 'locales'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(HERE, 'locales', f), 'utf8')) as LocaleWords]),
);

export interface MailRequest {
  readonly kind: MailKind;
  readonly to: string;
  readonly locale: string;
  /** The address the message is about (the account's, or the new one). */
  readonly email: string;
  /** The link to open, for the kinds that have one. */
  readonly link?: string;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A message in the account's language, as text and as HTML that says the same. */
export function composeMail(request: MailRequest, product: string, siteUrl: string): Mail {
  const locale = LOCALES.find((l) => l.code === request.locale) ?? LOCALES.find((l) => l.code === DEFAULT_LOCALE)!;
  const words = MAIL_WORDS[locale.code] ?? MAIL_WORDS[DEFAULT_LOCALE]!;
  const kind = words[request.kind];
  const values = {product, email: request.email};
  const subject = fill(kind.subject, values);
  const intro = fill(kind.intro, values);
  const note = fill(kind.note, values);
  const signature = fill(words.signature, values);
  const text = [
    words.greeting,
    '',
    intro,
    ...(request.link ? ['', kind.action ?? '', request.link] : []),
    '',
    note,
    '',
    `— ${signature}`,
    siteUrl,
    '',
  ].join('\n');
  const button = request.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(request.link)}" style="background:#1a7f5a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(kind.action ?? '')}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all"><bdi dir="ltr">${escapeHtml(request.link)}</bdi></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.6;color:#1c1e21;max-width:36rem;margin:0 auto;padding:16px">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(intro)}</p>
${button}
<p style="font-size:14px;color:#444">${escapeHtml(note)}</p>
<p>— ${escapeHtml(signature)}<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a></p>
</body>
</html>
`;
  return {to: request.to, subject, text, html};
}

export interface Mailer {
  /** Sends one message; rejects when the server or the folder refused it. */
  send(mail: Mail): Promise<void>;
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; empty writes `.eml` files under `dir`. */
  readonly smtpUrl: string;
  readonly from: string;
  readonly dir: string;
}

/** nodemailer over SMTP, or nodemailer writing `.eml` files whose links `log` is told about. */
export function createMailer(config: MailConfig, log: (entry: object, message: string) => void): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({from: config.from, ...mail});
      },
    };
  }
  const transport = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'});
  return {
    async send(mail) {
      const info = await transport.sendMail({from: config.from, ...mail});
      mkdirSync(config.dir, {recursive: true});
      const file = path.join(
        config.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g)?.filter((l) => /[?&]token=/.test(l)) ?? [];
      log({to: mail.to, subject: mail.subject, file, links}, 'mail written (no SMTP_URL set)');
    },
  };
}
