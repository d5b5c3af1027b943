import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {createApiClient} from './client';

type Answer = {status: number; body?: unknown} | Error;

/** A fetch that records requests and plays back answers. */
function fakeFetch(...answers: Answer[]) {
  const requests: {url: string; init: RequestInit}[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    requests.push({url, init});
    const answer = answers.shift() ?? {status: 500};
    if (answer instanceof Error) throw answer;
    const body =
      answer.body === undefined ? null : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, {status: answer.status});
  };
  return {fetch, requests};
}

const USER = {
  id: 'u1',
  email: 'reader@example.com',
  subscription: {subscriptionStatus: 'active', plan: 'pro', expiresAt: '2027-01-01T00:00:00Z'},
  traffic: {balance: 120000},
};

describe('createApiClient', () => {
  it('sends the session cookie to the configured base URL and reads the user', async () => {
    const {fetch, requests} = fakeFetch({status: 200, body: USER});
    const result = await createApiClient('/api', fetch).me();
    expect(result).toEqual({ok: true, data: USER});
    expect(requests[0]).toMatchObject({url: '/api/me', init: {method: 'GET', credentials: 'include'}});
  });

  it('posts JSON bodies', async () => {
    const {fetch, requests} = fakeFetch({status: 200, body: {days: 30, expiresAt: '2027-01-01T00:00:00Z'}});
    await expect(createApiClient('https://api.example/v1/', fetch).redeem('K7QM-3XWD-9PRT-H2CE')).resolves.toEqual({
      ok: true,
      data: {days: 30, expiresAt: '2027-01-01T00:00:00Z'},
    });
    expect(requests[0]!.url).toBe('https://api.example/v1/redemptions');
    expect(requests[0]!.init.body).toBe('{"code":"K7QM-3XWD-9PRT-H2CE"}');
    expect((requests[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('tells an unreachable server from a signed-out visitor, a refusal and a server fault', async () => {
    const {fetch} = fakeFetch(
      new TypeError('Failed to fetch'),
      {status: 401, body: {code: 'login_required'}},
      {status: 409, body: {code: 'already_claimed'}},
      {status: 403, body: {code: 'something_new'}},
      {status: 503, body: 'Service Unavailable'},
      {status: 404, body: '<html>Not found</html>'},
      {status: 200, body: '<html>proxy login page</html>'},
      {status: 200, body: {expiresAt: 42}},
    );
    const api = createApiClient('/api/', fetch);
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'unreachable'}});
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'unauthorized'}});
    expect(await api.claimMangaOffer()).toEqual({
      ok: false,
      error: {kind: 'refused', status: 409, code: 'already_claimed'},
    });
    expect(await api.claimMangaOffer()).toEqual({
      ok: false,
      error: {kind: 'refused', status: 403, code: 'bad_request'},
    });
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'server', status: 503}});
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'server', status: 404}});
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'server', status: 200}});
    expect(await api.claimMangaOffer()).toEqual({ok: false, error: {kind: 'server', status: 200}});
  });

  it('reads orders and a new order, refusing malformed ones', async () => {
    const order = {
      id: 'o1',
      kind: 'traffic',
      packageId: 'chars-1m',
      status: 'pending',
      createdAt: '2026-11-21T10:00:00Z',
      amount: {amount: 299, currency: 'USD'},
    };
    const {fetch} = fakeFetch(
      {status: 200, body: {orders: [order]}},
      {status: 201, body: {order, checkoutUrl: '/hi/checkout/test/?session=test_cs_1'}},
      {status: 200, body: {orders: [{...order, status: 'lost'}]}},
    );
    const api = createApiClient('/api/', fetch);
    expect(await api.orders()).toEqual({ok: true, data: [order]});
    expect(await api.createOrder({packageId: 'chars-1m'}, 'hi')).toEqual({
      ok: true,
      data: {order, checkoutUrl: '/hi/checkout/test/?session=test_cs_1'},
    });
    expect(await api.orders()).toEqual({ok: false, error: {kind: 'server', status: 200}});
  });

  it('turns an answer with a date the browser cannot read into a server fault, on every call that carries one', async () => {
    const order = {
      id: 'o1',
      kind: 'traffic',
      packageId: 'chars-1m',
      status: 'paid',
      createdAt: '2026-11-21T10:00:00Z',
      paidAt: '2026-11-21T10:05:00Z',
      amount: {amount: 299, currency: 'USD'},
    };
    const {fetch} = fakeFetch(
      {status: 200, body: {expiresAt: 'soon'}},
      {status: 200, body: {expiresAt: '2026-13-45T99:00:00Z'}},
      {status: 200, body: {days: 30, expiresAt: 'next month'}},
      {status: 200, body: {...USER, subscription: {...USER.subscription, expiresAt: '32/01/2027'}}},
      {status: 200, body: {orders: [{...order, createdAt: 'yesterday'}]}},
      {status: 201, body: {order: {...order, paidAt: 12}, checkoutUrl: '/checkout/test/?session=test_cs_1'}},
      {status: 200, body: {expiresAt: '2026-11-26T14:00:00Z'}},
    );
    const api = createApiClient('/api/', fetch);
    const fault = {ok: false, error: {kind: 'server', status: 200}};
    expect(await api.claimMangaOffer()).toEqual(fault);
    expect(await api.claimMangaOffer()).toEqual(fault);
    expect(await api.redeem('K7QM-3XWD-9PRT-H2CE')).toEqual(fault);
    expect(await api.me()).toEqual(fault);
    expect(await api.orders()).toEqual(fault);
    expect(await api.createOrder({packageId: 'chars-1m'}, 'hi')).toEqual({
      ok: false,
      error: {kind: 'server', status: 201},
    });
    expect(await api.claimMangaOffer()).toEqual({ok: true, data: {expiresAt: '2026-11-26T14:00:00Z'}});
  });

  it('rejects a user without a subscription status', async () => {
    const {fetch} = fakeFetch({status: 200, body: {...USER, subscription: {}}});
    expect(await createApiClient('/api/', fetch).me()).toEqual({ok: false, error: {kind: 'server', status: 200}});
  });

  it('registers, signs in and out, telling a taken email, wrong credentials and too many tries apart', async () => {
    const {fetch, requests} = fakeFetch(
      {status: 201, body: USER},
      {status: 409, body: {code: 'email_taken', field: 'email'}},
      {status: 401, body: {code: 'invalid_credentials'}},
      {status: 429, body: {code: 'rate_limited'}},
      {status: 200, body: USER},
      {status: 204},
    );
    const api = createApiClient('/api/', fetch);
    expect(await api.register('reader@example.com', 'long enough')).toEqual({ok: true, data: USER});
    expect(requests[0]).toMatchObject({
      url: '/api/register',
      init: {method: 'POST', body: '{"email":"reader@example.com","password":"long enough"}'},
    });
    expect(await api.register('reader@example.com', 'long enough')).toEqual({
      ok: false,
      error: {kind: 'refused', status: 409, code: 'email_taken'},
    });
    expect(await api.login('reader@example.com', 'wrong')).toEqual({ok: false, error: {kind: 'unauthorized'}});
    expect(await api.login('reader@example.com', 'wrong')).toEqual({
      ok: false,
      error: {kind: 'refused', status: 429, code: 'rate_limited'},
    });
    expect(await api.login('reader@example.com', 'long enough')).toEqual({ok: true, data: USER});
    expect(await api.logout()).toEqual({ok: true, data: null});
    expect(requests[5]).toMatchObject({url: '/api/logout', init: {method: 'POST'}});
  });

  it('reads the package catalogue, refusing a malformed one', async () => {
    const pkg = {id: 'chars-2m', characters: 2_000_000, price: {amount: 299, currency: 'USD'}};
    const {fetch} = fakeFetch(
      {status: 200, body: {packages: [pkg]}},
      {status: 200, body: {packages: [{...pkg, price: 2.99}]}},
      // A price in major units (or any fraction of a cent) is not the contract's.
      {status: 200, body: {packages: [{...pkg, price: {amount: 2.99, currency: 'USD'}}]}},
    );
    const api = createApiClient('/api/', fetch);
    expect(await api.packages()).toEqual({ok: true, data: [pkg]});
    expect(await api.packages()).toEqual({ok: false, error: {kind: 'server', status: 200}});
    expect(await api.packages()).toEqual({ok: false, error: {kind: 'server', status: 200}});
  });
});

describe('createApiClient under generated answers', () => {
  const USER_LIKE = fc.record({
    id: fc.oneof(fc.string(), fc.integer()),
    email: fc.string(),
    subscription: fc.record({
      subscriptionStatus: fc.constantFrom('active', 'inactive', 'expired', 'lost', 7),
      plan: fc.string(),
      expiresAt: fc.oneof(
        fc.constant(null),
        fc.string(),
        fc.date({noInvalidDate: true}).map((d) => d.toISOString()),
      ),
    }),
    traffic: fc.record({balance: fc.oneof(fc.integer(), fc.string())}),
  });
  const body = fc.oneof(
    fc.jsonValue(),
    USER_LIKE,
    fc.string(),
    fc.record({
      expiresAt: fc.oneof(
        fc.string(),
        fc.date({noInvalidDate: true}).map((d) => d.toISOString()),
      ),
    }),
    fc.record({code: fc.string()}),
  );
  const status = fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 410, 429, 500, 503);

  it('never throws, and answers either well-formed data or an error the pages explain', async () => {
    await fc.assert(
      fc.asyncProperty(
        status,
        body,
        fc.constantFrom('me', 'claimMangaOffer', 'orders', 'packages', 'login') as fc.Arbitrary<
          'me' | 'claimMangaOffer' | 'orders' | 'packages' | 'login'
        >,
        async (code, answer, call) => {
          const {fetch} = fakeFetch({status: code, body: code === 204 ? undefined : answer});
          const api = createApiClient('/api/', fetch);
          const result = call === 'login' ? await api.login('a@b.example', 'password1') : await api[call]();
          if (!result.ok) {
            expect(['unreachable', 'unauthorized', 'refused', 'server']).toContain(result.error.kind);
            return;
          }
          // Whatever is accepted carries readable dates.
          const dates = JSON.stringify(result.data).match(/"(?:expiresAt|createdAt|paidAt)":"[^"]*"/g) ?? [];
          for (const d of dates) expect(Number.isFinite(Date.parse(d.split('":"')[1]!.slice(0, -1)))).toBe(true);
        },
      ),
      {numRuns: 500},
    );
  });
});
