import { readFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';

/** The build the rig serves, as playwright.config.ts names it (E2E_DIST). */
const dist = process.env.E2E_DIST || 'dist';

export function buildFile(name: string): Promise<Buffer> {
  return readFile(join(dist, name));
}

/** The script the page loads first, as index.html names it. */
export async function entryScript(): Promise<string> {
  const html = (await buildFile('index.html')).toString('utf8');
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no module script');
  return src;
}

/**
 * One GET as it comes on the wire: browsers and Playwright's request undo the Content-Encoding, and the
 * bytes nginx sent are what is checked.
 */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
