import {describe, expect, it} from 'vitest';
import {DEFAULT_SETTINGS, type Settings} from '@interlinear/shared/settings';
import {configPolicy, connectSources, contentSecurityPolicy, pageScripts, sha256Source, withPolicy} from './csp';

const PAGE = `<!doctype html><html><head>
<script>document.documentElement.dataset.theme = "dark";</script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<script src="/assets/js/main.12345678.js"></script>
<script type="module">import "/x.js";</script>
</head><body><a href="/docs/">Docs</a></body></html>`;

function withSearch(search: Partial<Settings['search']['algolia']>, extra: Partial<Settings> = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    ...extra,
    search: {
      backend: 'algolia',
      algolia: {...DEFAULT_SETTINGS.search.algolia, appId: 'APP1', apiKey: 'k', indexName: 'docs', ...search},
    },
  };
}

describe('pageScripts', () => {
  it('hashes the inline scripts a browser runs, not data blocks or external scripts', () => {
    const {hashes, problems} = pageScripts(PAGE);
    expect(hashes).toEqual([
      sha256Source('document.documentElement.dataset.theme = "dark";'),
      sha256Source('import "/x.js";'),
    ]);
    expect(problems).toEqual([]);
  });

  it('hashes the exact text of the script, as browsers do', () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('reports inline handlers and javascript: links, which no hash allows', () => {
    const {problems} = pageScripts('<img src="x.png" onerror="go()"><a href="javascript:void 0">x</a>');
    expect(problems).toHaveLength(2);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and by hash, never inline or eval', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], DEFAULT_SETTINGS);
    const script = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(script).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it('frames nothing but the Android APK address, for its download', () => {
    const frames = (settings: typeof DEFAULT_SETTINGS) =>
      contentSecurityPolicy([], settings)
        .split('; ')
        .find((d) => d.startsWith('frame-src '));
    expect(frames(DEFAULT_SETTINGS)).toBe(`frame-src ${new URL(DEFAULT_SETTINGS.stores.androidApk).origin}`);
    expect(
      frames({...DEFAULT_SETTINGS, stores: {...DEFAULT_SETTINGS.stores, androidApk: '/downloads/browser.apk'}}),
    ).toBe("frame-src 'self'");
    expect(frames({...DEFAULT_SETTINGS, stores: {...DEFAULT_SETTINGS.stores, androidApk: ''}})).toBe(
      "frame-src 'none'",
    );
  });

  it('lets the browser reach the hosted search and its analytics only when they are configured', () => {
    expect(connectSources(DEFAULT_SETTINGS)).toEqual([]);
    expect(connectSources(withSearch({}))).toContain('https://app1-dsn.algolia.net');
    expect(connectSources(withSearch({hosts: ['http://127.0.0.1:4183/'], insights: true}))).toEqual([
      'http://127.0.0.1:4183',
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    ]);
  });

  it('adds an API on another origin, not one under the site', () => {
    expect(connectSources({...DEFAULT_SETTINGS, apiBaseUrl: 'https://api.interlinear.example/v1/'})).toEqual([
      'https://api.interlinear.example',
    ]);
    expect(connectSources({...DEFAULT_SETTINGS, apiBaseUrl: '/api/'})).toEqual([]);
  });
});

describe('the nginx config line', () => {
  const config = `server_tokens off;\n    add_header Content-Security-Policy "default-src 'none'" always;\nadd_header X-Content-Type-Options "nosniff" always;\n`;

  it('is read and replaced in place', () => {
    expect(configPolicy(config)).toBe("default-src 'none'");
    const updated = withPolicy(config, "default-src 'self'");
    expect(configPolicy(updated)).toBe("default-src 'self'");
    expect(updated.replace("'self'", "'none'")).toBe(config);
  });

  it('refuses a config without the line', () => {
    expect(configPolicy('server_tokens off;')).toBeNull();
    expect(() => withPolicy('server_tokens off;', 'x')).toThrow(/no Content-Security-Policy line/);
  });
});
