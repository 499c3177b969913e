import { gunzipSync } from 'node:zlib';
import { expect, test } from '../fixtures';
import { buildFile, entryScript, rawGet } from './served-build';

// What nginx adds to the build it serves (docs/hosting.md, server/nginx/config.ts), read on the wire and
// held against the build's own files.

const pageHeaders = ['content-security-policy', 'referrer-policy', 'x-frame-options'];

test('the page and the routes of the app come with the policy of the build, and are revalidated', async ({
  request,
}) => {
  const policy = (await buildFile('content-security-policy.txt')).toString('utf8').trim();
  const page = (await buildFile('index.html')).toString('utf8');
  for (const path of ['/', '/index.html', '/promotions', '/agentHome']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), `${path} is the page`).toBe(page);
    expect(response.headers(), path).toMatchObject({
      'content-security-policy': policy,
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
  }
});

test('assets are kept for a year and carry nosniff alone', async ({ request }) => {
  for (const path of [await entryScript(), '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    for (const name of pageHeaders) expect(headers[name], `${path}: ${name}`).toBeUndefined();
  }
  const script = await request.get(await entryScript());
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a browser that accepts Brotli or gzip gets the copy the build compressed', async ({ baseURL }) => {
  const script = await entryScript();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    const response = await rawGet(`${baseURL}${script}`, { 'Accept-Encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.equals(await buildFile(`${script.slice(1)}${suffix}`)), `${encoding} bytes`).toBe(
      true,
    );
  }
  const plain = await rawGet(`${baseURL}${script}`, { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(await buildFile(script.slice(1)))).toBe(true);
});

test('a backend answer goes out gzipped to a browser that accepts it', async ({ baseURL }) => {
  const headers = { Merchant: 'demo', ModuleId: 'COMM3', 'X-Mock-Scope': test.info().testId };
  const zipped = await rawGet(`${baseURL}/wps/system/status`, { ...headers, 'Accept-Encoding': 'gzip' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  const plain = await rawGet(`${baseURL}/wps/system/status`, { ...headers, 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
    JSON.parse(plain.body.toString('utf8')),
  );
  expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
});

test('the policy file of the build, a missing file and a missing asset are not the app', async ({
  request,
}) => {
  for (const path of [
    '/content-security-policy.txt',
    '/content-security-policy.txt.gz',
    '/missing.png',
    '/assets/missing.js',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a picture of up to 5 MB reaches the backend', async ({ request }) => {
  // The uploads' limit (src/lib/picture-file.ts) is over nginx's default of 1 MB: the mock, not nginx, answers.
  const response = await request.post('/wps/upload-size-check', {
    headers: { Merchant: 'demo', 'Content-Type': 'application/octet-stream' },
    data: Buffer.alloc(5 * 1024 * 1024 + 64 * 1024),
  });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ errorCode: 'api.not.found' });
});
