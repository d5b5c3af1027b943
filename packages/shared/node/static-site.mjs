/**
 * The production build served as a static host would: trailing-slash redirects, `.html` and
 * `/index.html` forms redirected to the clean address, and each locale's own not-found page with
 * status 404. Used by scripts/serve.mjs and by the API server when it serves the site too. Which
 * file an address names is decided by `resolveAddress` (site-address.mjs) alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildLookup, printable, resolveAddress} from './site-address.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Node's HTTP timeouts, shorter than its defaults, so slow senders cannot hold sockets for minutes. */
export const SERVER_TIMEOUTS = {headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000};

/**
 * Answers a request Node's parser refused (malformed request line, oversized headers, timeout)
 * the way Node would, and reports it once, by its error code only: the raw packet is the
 * attacker's bytes and is never logged.
 * @param {(entry: {status: number, reason: string}) => void} report
 */
export function clientErrorHandler(report) {
  return (error, socket) => {
    const code = typeof error?.code === 'string' ? error.code : 'unknown';
    if (code === 'ECONNRESET' || socket.destroyed) return;
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    report({status, reason: code});
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
    socket.destroy();
  };
}

/**
 * A request handler for the build in `root` (GET and HEAD only). `onRefused` hears of every
 * request answered 400, once, with the target made printable.
 * @param {string} root
 * @param {{onRefused?: (entry: {status: number, reason: string, target: string}) => void}} [options]
 */
export function staticHandler(root, {onRefused} = {}) {
  const lookup = buildLookup(root);

  function plain(res, status, text, headers = {}) {
    res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers});
    res.end(text);
  }

  function send(res, status, file) {
    if (!file) {
      plain(res, status, 'Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${path.sep}assets${path.sep}`) && /\.[0-9a-f]{8}\./.test(path.basename(file));
    const stream = fs.createReadStream(file);
    stream.once('open', () => {
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      stream.pipe(res);
    });
    stream.once('error', () => {
      if (res.headersSent) res.destroy();
      else plain(res, 404, 'Not found');
    });
  }

  return function serveStatic(req, res) {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        plain(res, 405, 'Method not allowed', {Allow: 'GET, HEAD'});
        return;
      }
      const answer = resolveAddress(req.url, lookup);
      switch (answer.status) {
        case 400:
          onRefused?.({status: 400, reason: answer.reason, target: printable(req.url)});
          plain(res, 400, 'Malformed address');
          return;
        case 301:
          res.writeHead(301, {Location: answer.location, 'Cache-Control': 'no-cache'});
          res.end();
          return;
        default:
          send(res, answer.status, answer.path);
      }
    } catch (error) {
      // Nothing above should throw; if it does, this request fails and the process goes on.
      onRefused?.({
        status: 500,
        reason: printable(error instanceof Error ? error.message : error),
        target: printable(req.url),
      });
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Server error');
    }
  };
}
