import { bannerTarget } from '@/features/announcements/components/banner-carousel/banner-target';

const target = (linkageType: string, url: string) => bannerTarget({ linkageType, target: url });

describe('bannerTarget', () => {
  it('follows each linkage type to its place', () => {
    expect(target('INTERNAL', '/rng')).toEqual({ kind: 'route', to: '/rng' });
    expect(target('GAME', 'game:100001')).toEqual({ kind: 'game', nodeId: '100001' });
    expect(target('PROMOTION', '501')).toEqual({ kind: 'route', to: '/promotions#501' });
    expect(target('EXTERNAL', 'https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(target('NONE', '')).toEqual({ kind: 'none' });
    // Builds differ in case; the type is read case-insensitively.
    expect(target('internal', '/live')).toEqual({ kind: 'route', to: '/live' });
    // The router gets the parsed path, query and hash.
    expect(target('INTERNAL', '/rng?vassalage=PG#top')).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG#top',
    });
  });

  it('refuses anything that would leave the site unsafely or is malformed', () => {
    for (const [type, url] of [
      ['EXTERNAL', 'javascript:alert(document.cookie)'],
      ['EXTERNAL', 'data:text/html,<script>alert(1)</script>'],
      ['EXTERNAL', '/rng'],
      ['INTERNAL', '//evil.example/'],
      ['INTERNAL', '/\\evil.example/'],
      // The URL parser drops tabs and line breaks and reads backslashes as slashes: all of these are evil.example.
      ['INTERNAL', '/\t/evil.example/'],
      ['INTERNAL', '/\n/evil.example/'],
      ['INTERNAL', '\\\\evil.example/'],
      ['INTERNAL', 'https://evil.example/'],
      ['INTERNAL', 'javascript:alert(1)'],
      ['GAME', 'javascript:alert(1)'],
      ['GAME', 'game:'],
      ['PROMOTION', '501#x"><img'],
      ['PROMOTION', ''],
      ['SOMETHING', '/rng'],
    ] as const) {
      expect(target(type, url), `${type} ${url}`).toEqual({ kind: 'none' });
    }
  });
});
