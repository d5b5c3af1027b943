/**
 * The production build served as a static host would: trailing-slash redirects, `.html` and
 * `/index.html` forms redirected to the clean address, and each locale's own not-found page with
 * status 404. Used by scripts/serve.mjs and by the API server when it serves the site too.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** A request handler for the build in `root` (GET and HEAD only). */
export function staticHandler(root) {
  function fileAt(urlPath) {
    const target = path.join(root, urlPath);
    if (!target.startsWith(root)) return null;
    try {
      const stat = fs.statSync(target);
      if (stat.isFile()) return target;
      if (stat.isDirectory()) return 'dir';
    } catch {
      // Not there.
    }
    return null;
  }

  /** The not-found page of the locale the path belongs to, or the default locale's. */
  function notFoundPage(urlPath) {
    const first = urlPath.split('/')[1];
    if (first) {
      const localized = path.join(root, first, '404.html');
      if (fs.existsSync(localized)) return localized;
    }
    const fallback = path.join(root, '404.html');
    return fs.existsSync(fallback) ? fallback : null;
  }

  function send(res, status, file, headers = {}) {
    if (!file) {
      res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache'});
      res.end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = /\/assets\//.test(file) && /\.[0-9a-f]{8}\./.test(path.basename(file));
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...headers,
    });
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  function redirect(res, location) {
    res.writeHead(301, {Location: location, 'Cache-Control': 'no-cache'});
    res.end();
  }

  return function serveStatic(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Malformed address');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      res.end();
      return;
    }
    if (pathname.endsWith('/index.html')) {
      redirect(res, pathname.slice(0, -'index.html'.length) + url.search);
      return;
    }
    if (pathname.endsWith('.html') && pathname !== '/404.html' && !pathname.endsWith('/404.html')) {
      const clean = `${pathname.slice(0, -'.html'.length)}/`;
      if (fileAt(path.join(clean, 'index.html'))) {
        redirect(res, clean + url.search);
        return;
      }
    }
    const found = fileAt(pathname);
    if (found === 'dir') {
      if (!pathname.endsWith('/')) {
        redirect(res, `${url.pathname}/${url.search}`);
        return;
      }
      const index = fileAt(path.join(pathname, 'index.html'));
      if (index && index !== 'dir') {
        send(res, 200, index);
        return;
      }
    } else if (found) {
      send(res, 200, found);
      return;
    }
    send(res, 404, notFoundPage(pathname));
  };
}
