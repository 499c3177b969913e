import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { call, valueOf } from './mock-client';

describe('mock CDN', () => {
  it('serves escaped SVG artwork for games, including the deliberately unsafe names', async () => {
    const [unsafe] = gameCatalogue().landmarks.unsafeNodeIds;
    const response = await fetch(`/__cdn/game/${unsafe}.svg`);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toContain('max-age');
    const svg = await response.text();
    expect(svg).toContain('&lt;b&gt;Lucky&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
  });

  it('serves icons through every configured image CDN', async () => {
    const status = valueOf<{ info: { imageCDNs: string[] } }>(
      await call('/wps/system/status', { headers: { ModuleId: 'COMM3' } }),
    );
    for (const cdn of status.info.imageCDNs) {
      expect((await fetch(`${cdn}/game/100001.svg`)).status).toBe(200);
      expect((await fetch(`${cdn}/vendor/PG.svg`)).status).toBe(200);
    }
    expect((await fetch('/__cdn/banner/101.svg')).status).toBe(200);
    expect((await fetch('/__cdn/promo/501.svg')).status).toBe(200);
    expect((await fetch('/__cdn/game/999.svg')).status).toBe(404);
  });

  it('escapes query text on the launch page', async () => {
    const html = await (await fetch('/__cdn/launch/play?lotto=%3Cscript%3Ex%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
  });
});
