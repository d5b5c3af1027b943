import {afterEach, describe, expect, it} from 'vitest';
import {pageRecords, type SearchRecord} from '../../src/lib/search/records';
import {startServer, type TestServer} from '../../tests/unit/testServer';
import {INDEX_SETTINGS, UPLOAD_BATCH_SIZE, uploadRecords, uploadSettings} from './searchUpload';

/**
 * A stand-in for the hosted search service's write API, as a real HTTP server: it keeps indices
 * (objects and settings), answers every write with a task id, reports every task as published,
 * and copies or moves indices as asked.
 */
interface FakeIndex {
  objects: Record<string, unknown>[];
  settings: Record<string, unknown>;
}

function fakeService(indices: Map<string, FakeIndex>, reject?: {status: number; message: string}) {
  let task = 0;
  const index = (name: string) => {
    if (!indices.has(name)) indices.set(name, {objects: [], settings: {}});
    return indices.get(name)!;
  };
  return startServer((req, res, body) => {
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, {'content-type': 'application/json'});
      res.end(JSON.stringify(answer));
    };
    if (reject) return send(reject.status, {message: reject.message, status: reject.status});
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const match = /^\/1\/indexes\/([^/]+)\/(batch|operation|settings|task\/\d+)$/.exec(path);
    if (!match) return send(404, {message: `no route ${req.method} ${path}`, status: 404});
    const [, name, action] = match as unknown as [string, string, string];
    const data = body ? JSON.parse(body) : {};
    if (action.startsWith('task/')) return send(200, {status: 'published'});
    task += 1;
    if (action === 'batch') {
      const added = (data.requests as {action: string; body: Record<string, unknown>}[]).map((r) => r.body);
      index(name).objects.push(...added);
      return send(200, {taskID: task, objectIDs: added.map((o) => o.objectID)});
    }
    if (action === 'settings') {
      index(name).settings = data;
      return send(200, {taskID: task, updatedAt: new Date().toISOString()});
    }
    // operation: copy (of the settings) or move.
    const source = index(name);
    if (data.operation === 'move') {
      indices.set(data.destination, source);
      indices.delete(name);
    } else {
      index(data.destination).settings = {...source.settings};
    }
    return send(200, {taskID: task, updatedAt: new Date().toISOString()});
  });
}

function manyRecords(count: number): SearchRecord[] {
  const content = Array.from({length: count - 1}, (_, i) => [0, `अनुच्छेद ${i}`] as const);
  return pageRecords(
    {url: '/hi/docs/usage/', lvl0: 'दस्तावेज़', headings: [[1, 'बुनियादी उपयोग', '']], content},
    'hi',
    'docs-default-current',
  );
}

let service: TestServer | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('uploadSettings', () => {
  it('names every missing variable', () => {
    expect(uploadSettings({SITE_ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: ' '})).toEqual({
      missing: ['SITE_ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'],
    });
  });

  it('reads the hosts as a comma-separated list', () => {
    expect(
      uploadSettings({
        SITE_ALGOLIA_APP_ID: 'APP',
        SITE_ALGOLIA_INDEX_NAME: 'docs',
        ALGOLIA_ADMIN_API_KEY: 'admin',
        SITE_ALGOLIA_HOSTS: ' http://a:1 , http://b:2 ',
      }),
    ).toEqual({appId: 'APP', indexName: 'docs', adminKey: 'admin', hosts: ['http://a:1', 'http://b:2']});
  });
});

describe('uploadRecords', () => {
  it('replaces the live index with every record, through a temporary index, and sets the settings', async () => {
    const indices = new Map<string, FakeIndex>([
      ['docs', {objects: [{objectID: 'stale'}], settings: {distinct: false}}],
    ]);
    service = await fakeService(indices);
    const records = manyRecords(2 * UPLOAD_BATCH_SIZE + 17);

    await uploadRecords({appId: 'APP', adminKey: 'admin-key', indexName: 'docs', hosts: [service.address]}, records);

    expect([...indices.keys()]).toEqual(['docs']);
    const live = indices.get('docs')!;
    expect(live.objects.map((o) => o.objectID)).toEqual(records.map((r) => r.objectID));
    expect(live.objects[5]).toEqual(JSON.parse(JSON.stringify(records[5])));
    expect(live.settings).toMatchObject(INDEX_SETTINGS);

    const batches = service.received.filter((r) => r.url.includes('/batch'));
    expect(batches).toHaveLength(3);
    expect(batches.every((r) => !r.url.startsWith('/1/indexes/docs/'))).toBe(true);
    for (const request of service.received) {
      expect(request.headers['x-algolia-api-key']).toBe('admin-key');
      expect(request.headers['x-algolia-application-id']).toBe('APP');
    }
  });

  it("rejects with the service's own message when the key may not write", async () => {
    const indices = new Map<string, FakeIndex>();
    service = await fakeService(indices, {status: 403, message: 'Method not allowed with this API key'});
    await expect(
      uploadRecords(
        {appId: 'APP', adminKey: 'search-only', indexName: 'docs', hosts: [service.address]},
        manyRecords(3),
      ),
    ).rejects.toThrow('Method not allowed with this API key');
    expect(indices.size).toBe(0);
  });
});
