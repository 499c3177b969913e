import { http, HttpResponse } from 'msw';
import { avatarSvg, bannerSvg, gameIconSvg, promoSvg, vendorLogoSvg } from './artwork';
import { chatPageHtml, gamePageHtml } from './pages';
import { announcements } from '../announcements/announcements';
import { gameCatalogue } from '../games/game-catalogue';
import { vendorNames } from '../games/vendors';
import { chatHostById } from '../site/chat-models';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function svg(markup: string): Response {
  return new HttpResponse(markup, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': LONG_CACHE },
  });
}

function html(markup: string): Response {
  return new HttpResponse(markup, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE_POLICY,
    },
  });
}

const notFound = (): Response =>
  new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

function asset(path: string): Response {
  const match = /^\/(game|vendor|banner|promo|avatar)\/([A-Za-z0-9_-]+)\.svg$/.exec(path);
  if (!match) return notFound();
  const [, kind, id = ''] = match;
  switch (kind) {
    case 'game': {
      if (id === 'default') return svg(gameIconSvg('Game', '', 'default'));
      const game = gameCatalogue().byNodeId.get(Number(id));
      return game ? svg(gameIconSvg(game.names.EN, game.vendorName, id)) : notFound();
    }
    case 'vendor': {
      const small = id.endsWith('-small');
      const code = small ? id.slice(0, -'-small'.length) : id;
      const name = vendorNames.get(code);
      return name ? svg(vendorLogoSvg(name, small)) : notFound();
    }
    case 'banner': {
      const banner = announcements().banners.find((b) => b.url === `/banner/${id}.svg`);
      return banner ? svg(bannerSvg(banner.title, 'LuckyPlay Demo', id)) : notFound();
    }
    case 'promo': {
      const promo = announcements().promotion.find((p) => String(p.id) === id);
      return promo ? svg(promoSvg(promo.title, id)) : notFound();
    }
    default:
      return svg(avatarSvg(id));
  }
}

function launchPage(path: string, params: URLSearchParams): Response {
  if (path === '/launch/chat') {
    return html(chatPageHtml(params.get('desk') ?? '1', chatHostById(params.get('model'))?.name));
  }
  if (path !== '/launch/play') return notFound();
  const game = gameCatalogue().byNodeId.get(Number(params.get('nodeId')));
  const language = params.get('lang') === 'PT' ? 'PT' : 'EN';
  const title = game?.names[language] ?? params.get('lotto') ?? 'Lottery lobby';
  const details: [string, string][] = [...params.entries()].filter(([k]) => k !== 'nodeId');
  return html(gamePageHtml(title, game?.vendorName ?? 'Lottery', details));
}

// One handler for the whole CDN; `/__cdn/alt` is the second configured host and serves the same files.
export const cdnHandlers = [
  http.get('*/__cdn/*', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/__cdn(\/alt)?/, '');
    return path.startsWith('/launch/') ? launchPage(path, url.searchParams) : asset(path);
  }),
];
