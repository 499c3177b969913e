import { assetUrl, pickHost, preconnectImageHosts } from '@/lib/cdn';
import { ChunkLoadError, loadWithRetry } from '@/lib/lazy-with-retry';
import { internalPath, isHttpUrl } from '@/lib/safe-url';
import { buildNavCategories } from '@/features/layout/categories';
import { deriveVendorLanes } from '@/core/vendor-lanes';
import type { VendorLane } from '@/api';

describe('cdn', () => {
  it('picks one of the http(s) hosts', () => {
    expect(pickHost(['https://a.example', 'javascript:alert(1)'], () => 0.99)).toBe('https://a.example');
    expect(pickHost([])).toBeUndefined();
  });

  it('joins host and path and refuses other schemes', () => {
    expect(assetUrl(['https://cdn.example/'], '/vendor/PG.svg')).toBe('https://cdn.example/vendor/PG.svg');
    expect(assetUrl(['https://cdn.example'], 'javascript:alert(1)')).toBeUndefined();
    expect(assetUrl(['https://cdn.example'], 'data:image/png;base64,AAAA')).toBeUndefined();
    expect(assetUrl([], '/x.png')).toBeUndefined();
  });

  it('takes full picture addresses only from an image host or the site itself', () => {
    const hosts = ['https://cdn.example/images', 'https://cdn2.example'];
    expect(assetUrl(hosts, 'https://cdn.example/banner/1.svg')).toBe('https://cdn.example/banner/1.svg');
    expect(assetUrl(hosts, 'https://cdn2.example/x.png')).toBe('https://cdn2.example/x.png');
    expect(assetUrl(hosts, `${window.location.origin}/favicon.svg`)).toBe(
      `${window.location.origin}/favicon.svg`,
    );
    for (const foreign of [
      'https://other.example/x.png',
      'https://cdn.example.evil.example/x.png',
      'http://cdn.example/x.png',
      '//other.example/x.png',
    ]) {
      expect(assetUrl(hosts, foreign), foreign).toBeUndefined();
    }
  });

  it('keeps one host per picture, and a retry goes to the next host', () => {
    const hosts = ['https://a.example', 'https://b.example'];
    const first = assetUrl(hosts, '/game/1.svg');
    expect(assetUrl(hosts, '/game/1.svg')).toBe(first);
    const retry = assetUrl(hosts, '/game/1.svg', 1);
    expect(retry).not.toBe(first);
    expect(retry?.endsWith('/game/1.svg')).toBe(true);
    // Different pictures spread over both hosts.
    const used = new Set(
      Array.from({ length: 20 }, (_, i) => new URL(assetUrl(hosts, `/game/${i}.svg`)!).host),
    );
    expect(used).toEqual(new Set(['a.example', 'b.example']));
  });

  it('tells pages of the site from addresses that only look like them', () => {
    const origin = window.location.origin;
    expect(internalPath('/rng')).toBe('/rng');
    expect(internalPath(' /rng?vassalage=PG#top')).toBe('/rng?vassalage=PG#top');
    expect(internalPath(`${origin}/live`)).toBe('/live');
    for (const elsewhere of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\\\\evil.example',
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/rng',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `blob:${origin}/0b7e`,
      '',
      null,
    ]) {
      expect(internalPath(elsewhere), JSON.stringify(elsewhere)).toBeNull();
    }
  });

  it('accepts only http(s) links', () => {
    expect(isHttpUrl('https://wa.me/1')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});

describe('image hosts preconnected', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((l) => l.remove()));

  it('opens each other origin once, never the site itself nor a host that is not http(s)', () => {
    preconnectImageHosts([
      'https://img1.cdn.example/pics',
      'https://img1.cdn.example/other',
      `${window.location.origin}/__cdn`,
      'javascript:alert(1)',
      'https://img2.cdn.example',
    ]);
    preconnectImageHosts(['https://img1.cdn.example/again']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://img1.cdn.example',
      'https://img2.cdn.example',
    ]);
    expect(links.every((l) => !l.hasAttribute('crossorigin'))).toBe(true);
  });
});

describe('lazy chunk loading', () => {
  it('retries once, then gives up with a ChunkLoadError', async () => {
    let calls = 0;
    const flaky = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok'));
    await expect(loadWithRetry(flaky)).resolves.toBe('ok');
    const broken = () => Promise.reject(new Error('offline'));
    await expect(loadWithRetry(broken)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('treats a load slower than the limit as failed', async () => {
    const never = () => new Promise<string>(() => {});
    await expect(loadWithRetry(never, { timeoutMs: 10, retries: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('navigation categories', () => {
  const card = (vassalage: string) => ({ vassalage, displayName: vassalage, isGame: 'VASSALAGE' });
  // As the vendors call answers them: e-sports and cockfight vendors in lanes of their own.
  const lanes: VendorLane[] = deriveVendorLanes([
    { title: 'SPORTS', cards: [card('SABA'), card('IMES'), card('DS88')], gameClassify: [] },
    { title: 'RNG', cards: [card('PG'), card('PGE')], gameClassify: [] },
    { title: 'FISH', cards: [], gameClassify: [] },
    { title: 'LOTT', cards: [{ ...card('TCG_LOTTO_VN'), gameCode: 'VN1' }], gameClassify: [] },
  ]);

  it("puts hot first and promotions last, keeps the lanes' order and skips empty categories", () => {
    const codes = buildNavCategories(lanes).map((c) => c.code);
    expect(codes).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG', 'INHOUSE', 'LOTT', 'PROMO']);
  });

  it('sends a lottery click to the page of its first vendor and drops no menu for promotions', () => {
    const categories = buildNavCategories(lanes);
    expect(categories.find((c) => c.code === 'LOTT')?.path).toBe('/vnLottery');
    expect(categories.find((c) => c.code === 'PROMO')?.dropMenu).toBe(false);
    expect(categories.find((c) => c.code === 'RNG')?.rebate).toBe('1.2%');
  });
});
