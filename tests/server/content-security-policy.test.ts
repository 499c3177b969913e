import {
  analyticsSetting,
  contentSecurityPolicy,
  frameSources,
  geetestSources,
  imageHostOrigins,
  servesDocument,
} from '../../server/content-security-policy';

const page = `<!doctype html><html><head>
<script>window.a=1</script>
<script type="module" crossorigin src="/assets/index.js"></script>
<style>body{margin:0}</style>
</head><body><div id="root"></div></body></html>`;

/** The sources of one directive of a policy. */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy of a built page', () => {
  it('allows the inline script and style by their hashes, and the files of the site', () => {
    const policy = contentSecurityPolicy(page, { imageHosts: [] });
    // Hashes as `openssl dgst -sha256 -binary | base64` gives them for the elements' text.
    expect(sourcesOf(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
    ]);
    expect(sourcesOf(policy, 'style-src')).toEqual([
      "'self'",
      "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='",
    ]);
    expect(policy).not.toContain('unsafe-inline');
    expect(sourcesOf(policy, 'object-src')).toEqual(["'none'"]);
    expect(sourcesOf(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sourcesOf(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('takes pictures from the site and the image hosts it is given', () => {
    const imageHosts = imageHostOrigins('https://cdn1.example/images, https://cdn2.example');
    expect(imageHosts).toEqual(['https://cdn1.example', 'https://cdn2.example']);
    expect(sourcesOf(contentSecurityPolicy(page, { imageHosts }), 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn1.example', 'https://cdn2.example']),
    );
  });

  it('refuses an image host that is not an http(s) address', () => {
    expect(imageHostOrigins(undefined)).toEqual([]);
    expect(() => imageHostOrigins("https://cdn.example; script-src 'unsafe-inline'")).toThrow(
      /CSP_IMAGE_HOSTS/,
    );
    expect(() => imageHostOrigins('*')).toThrow(/CSP_IMAGE_HOSTS/);
  });
});

describe("Google's analytics in the policy (VITE_ANALYTICS)", () => {
  it('names none of its hosts unless the deployment lets analytics load', () => {
    const without = contentSecurityPolicy(page, { imageHosts: [] });
    expect(without).not.toMatch(/google/);
    expect(sourcesOf(without, 'connect-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(page, { imageHosts: [], analytics: analyticsSetting(undefined) })).toBe(
      without,
    );
  });

  it('admits gtag, its pictures and its calls where analytics may load', () => {
    const policy = contentSecurityPolicy(page, { imageHosts: [], analytics: analyticsSetting('on') });
    expect(sourcesOf(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(sourcesOf(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(sourcesOf(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  });

  it('stops the build on a setting that is neither on nor off', () => {
    expect(analyticsSetting(' off ')).toBe(false);
    expect(() => analyticsSetting('yes')).toThrow(/VITE_ANALYTICS/);
  });
});

describe('which answers are pages (and carry the policy)', () => {
  it.each([
    ['/', true],
    ['/rng', true],
    ['/agentHome', true],
    ['/index.html', true],
    ['/assets/index-abc.js', false],
    ['/assets/home-page-abc.css', false],
    ['/favicon.svg', false],
    ['/wps/system/status', false],
    ['/__cdn/launch/play', false],
    ['/__mock/reset', false],
  ])('%s: %s', (path, page) => {
    expect(servesDocument(path)).toBe(page);
  });
});

describe('the pages the portal may frame (VITE_FRAME_HOSTS)', () => {
  it('frames nothing unless hosts are named, and only those', () => {
    expect(sourcesOf(contentSecurityPolicy(page, { imageHosts: [] }), 'frame-src')).toEqual(["'none'"]);
    const frameHosts = frameSources('self https://chat.example/desk, https://games.example');
    expect(frameHosts).toEqual(["'self'", 'https://chat.example', 'https://games.example']);
    expect(sourcesOf(contentSecurityPolicy(page, { imageHosts: [], frameHosts }), 'frame-src')).toEqual(
      frameHosts,
    );
    expect(frameSources('')).toEqual(["'none'"]);
  });

  it('refuses a host that is neither self nor an http(s) address', () => {
    expect(() => frameSources("self; script-src 'unsafe-inline'")).toThrow(/VITE_FRAME_HOSTS/);
    expect(() => frameSources('*')).toThrow(/VITE_FRAME_HOSTS/);
  });
});

describe('the Geetest v4 hosts (VITE_GEETEST_SCRIPT_URL, CSP_GEETEST_HOSTS)', () => {
  it('names no Geetest host with the stand-in on the site itself', () => {
    const geetestHosts = geetestSources('/__cdn/geetest/gt4.js', undefined);
    expect(geetestHosts).toEqual([]);
    const policy = contentSecurityPolicy(page, { imageHosts: [], geetestHosts });
    expect(policy).not.toContain('geetest');
  });

  it("admits the vendor's loader and API host for its scripts, styles, pictures and calls", () => {
    const geetestHosts = geetestSources(
      'https://static.geetest.com/v4/gt4.js',
      'https://gcaptcha4.geetest.com, https://static.geetest.com',
    );
    expect(geetestHosts).toEqual(['https://static.geetest.com', 'https://gcaptcha4.geetest.com']);
    const policy = contentSecurityPolicy(page, { imageHosts: [], geetestHosts });
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      expect(sourcesOf(policy, directive)).toEqual(expect.arrayContaining(geetestHosts));
    }
    expect(sourcesOf(policy, 'frame-src')).toEqual(["'none'"]);
  });

  it('stops the build on anything that is not an http(s) address', () => {
    expect(() => geetestSources('/gt4.js', "'unsafe-inline'")).toThrow(/CSP_GEETEST_HOSTS/);
    expect(() => geetestSources('static.geetest.com/v4/gt4.js', undefined)).toThrow(/CSP_GEETEST_HOSTS/);
  });
});
