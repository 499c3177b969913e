import type { ComponentProps, ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { gameListTypes, paths } from '@/config/paths';
import { ensureActivityStrings, ensureContentStrings, ensureMallStrings, type TranslationKey } from '@/i18n';
import { gameTypeNames, gameTypeSegment, pageNames } from '@/i18n/page-names';
import { lazyWithRetry, preloadModule } from '@/lib/lazy-with-retry';
import { GameListCenterRoute } from './game-list-center-route';
import { HomeRoute } from './home-route';
import { RequireLogin } from './require-login';
import { layouts, type RouteLayout } from './route-layouts';

/** A row's value, fixed or read from the address's parameters (the game-type page's depend on its type). */
type ByParams<T> = T | ((params: Params) => T);

/** One page of the portal: where it is, the frame around it, its name and its code. */
export interface SitePage {
  /** Its addresses; routes match case-insensitively, with or without a trailing slash. */
  paths: readonly string[];
  /** The parts of the shell it shows. */
  layout: ByParams<RouteLayout>;
  /** Its name, the document title's start; null for the home page, known by the site's name alone. */
  name: ByParams<TranslationKey | null>;
  element: ReactElement;
  /** Its code, a chunk of its own (tests warm them all before their first render). */
  chunk?: () => Promise<unknown>;
  /** Fetched during start-up when a visitor lands here: the pages people commonly arrive on. */
  landing?: ByParams<boolean>;
}

const chunks = {
  home: () => import('@/pages/home-page'),
  gameType: () => import('@/pages/game-type-page'),
  lottery: () => import('@/pages/lottery-page'),
  notFound: () => import('@/pages/not-found-page'),
  agentHome: () => import('@/features/agent/components/agent-home-page'),
  promotions: () => import('@/features/promotions'),
  pointMall: () => import('@/features/points-mall'),
  download: () => import('@/features/app-download'),
  content: () => import('@/features/help-centre/content-page'),
  seamless: () => import('@/features/seamless-game'),
};

const HomePage = lazyWithRetry(chunks.home, 'HomePage');
const GameTypePage = lazyWithRetry(chunks.gameType, 'GameTypePage');
const NotFoundPage = lazyWithRetry(chunks.notFound, 'NotFoundPage');
// The promotions page speaks with the activities' strings (statuses, actions), the Points Mall with the
// member centre's.
const PromotionsPage = lazyWithRetry(
  () => Promise.all([chunks.promotions(), ensureActivityStrings()]).then(([m]) => m),
  'PromotionsPage',
);
const PointMallPage = lazyWithRetry(
  () => Promise.all([chunks.pointMall(), ensureMallStrings()]).then(([m]) => m),
  'PointMallPage',
);
const AgentHomePage = lazyWithRetry(chunks.agentHome, 'AgentHomePage');
const withContentStrings = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), ensureContentStrings()]).then(([m]) => m);
const SponsorPage = lazyWithRetry(() => withContentStrings(chunks.content), 'SponsorPage');
const DescriptionPage = lazyWithRetry(() => withContentStrings(chunks.content), 'DescriptionPage');
const DownloadPage = lazyWithRetry(() => withContentStrings(chunks.download), 'DownloadPage');
// The lottery pages' strings ride with the content pages': no first screen reads them.
const LotteryPage = lazyWithRetry(() => withContentStrings(chunks.lottery), 'LotteryPage');

const SeamlessPage = lazyWithRetry(
  () => Promise.all([chunks.seamless(), ensureContentStrings()]).then(([m]) => m),
  'SeamlessPage',
);

const listTypes = new Set<string>(gameListTypes.map((t) => t.toLowerCase()));

/** /login, /register and /help are the home page with a popup opened on arrival. */
function homePage(at: readonly string[], popup?: ComponentProps<typeof HomeRoute>['popup']): SitePage {
  const element = <HomeRoute popup={popup} page={<HomePage />} />;
  return { paths: at, layout: layouts.withSide, name: null, element, chunk: chunks.home, landing: true };
}

/** A page at one address, its code a chunk of its own. */
function pageRow(
  path: string,
  layout: RouteLayout,
  name: TranslationKey,
  element: ReactElement,
  chunk: () => Promise<unknown>,
): SitePage {
  return { paths: [path], layout, name, element, chunk };
}

/** /lott and /elott: the game list of a lottery game type, a page people land on. */
function lotteryGamePage(type: 'lott' | 'elott'): SitePage {
  const element = <GameTypePage gameType={type} />;
  return {
    ...pageRow(paths[type], layouts.gameList, gameTypeNames[type], element, chunks.gameType),
    landing: true,
  };
}

/** A lottery lobby: for members only, named after its variant. */
function lotteryPage(path: string, layout: RouteLayout, variant: 'general' | 'sea' | 'vn'): SitePage {
  const name = { general: pageNames.lottery, sea: pageNames.seaLottery, vn: pageNames.vnLottery }[variant];
  const element = (
    <RequireLogin>
      <LotteryPage variant={variant} />
    </RequireLogin>
  );
  return pageRow(path, layout, name, element, chunks.lottery);
}

/** Every page of the portal, once (product rules: pages and layout): the router, the shell, the title and start-up read it. */
export const sitePages: readonly SitePage[] = [
  homePage([paths.home, ...paths.homeAliases]),
  homePage([paths.login], 'login'),
  homePage([paths.register], 'register'),
  homePage([paths.help], 'help'),
  lotteryPage(paths.lottery, layouts.headerOnly, 'general'),
  lotteryPage(paths.seaLottery, layouts.headerAndSide, 'sea'),
  lotteryPage(paths.vnLottery, layouts.headerAndSide, 'vn'),
  lotteryGamePage('lott'),
  lotteryGamePage('elott'),
  pageRow(paths.promotions, layouts.full, pageNames.promotions, <PromotionsPage />, chunks.promotions),
  pageRow(paths.pointMall, layouts.full, pageNames.pointMall, <PointMallPage />, chunks.pointMall),
  pageRow(paths.seamless, layouts.headerOnly, pageNames.seamless, <SeamlessPage />, chunks.seamless),
  pageRow(paths.sponsor, layouts.full, pageNames.sponsor, <SponsorPage />, chunks.content),
  pageRow(paths.description, layouts.headerOnly, pageNames.description, <DescriptionPage />, chunks.content),
  pageRow(paths.down, layouts.full, pageNames.down, <DownloadPage />, chunks.download),
  pageRow(paths.agentHome, layouts.full, pageNames.agentHome, <AgentHomePage />, chunks.agentHome),
  // It only sends the visitor on to the lobby's own address.
  {
    paths: [paths.gameListCenter, paths.gameListCenterQuery],
    layout: layouts.full,
    name: pageNames.notFound,
    element: <GameListCenterRoute notFound={<NotFoundPage />} />,
  },
  {
    paths: [paths.gameType],
    // A game list has the side menu; a game centre (and a type nobody knows) header and footer only.
    layout: ({ gameType = '' }) => (listTypes.has(gameType.toLowerCase()) ? layouts.gameList : layouts.full),
    name: ({ gameType = '' }) => {
      const type = gameTypeSegment(gameType);
      return type ? gameTypeNames[type] : pageNames.notFound;
    },
    element: <GameTypePage />,
    chunk: chunks.gameType,
    landing: ({ gameType = '' }) => gameTypeSegment(gameType) !== null,
  },
  pageRow(paths.notFound, layouts.full, pageNames.notFound, <NotFoundPage />, chunks.notFound),
];

/** The table as react-router's route objects, each carrying its row. */
export const pageRoutes: RouteObject[] = sitePages.flatMap((page) =>
  page.paths.map((path) => ({ path, element: page.element, handle: page })),
);

const read = <T,>(value: ByParams<T>, params: Params): T =>
  typeof value === 'function' ? (value as (params: Params) => T)(params) : value;

/**
 * The last address matched, and its page: start-up, the document title, the layout and the scroll manager
 * all ask about the same address, and each match ranks and compiles the whole table again (tens of
 * milliseconds on a slow phone's first render).
 */
let lastMatch: { pathname: string; found: { page: SitePage; params: Params } } | null = null;

/** The page the router shows at `pathname`, with the address's parameters. */
function pageAt(pathname: string): { page: SitePage; params: Params } {
  if (lastMatch?.pathname === pathname) return lastMatch.found;
  // The table ends with the catch-all, so something always matches.
  const [match] = matchRoutes(pageRoutes, pathname) ?? [];
  const found = { page: match!.route.handle as SitePage, params: match!.params };
  lastMatch = { pathname, found };
  return found;
}

/** Which parts of the shell the page at `pathname` shows. */
export function layoutFor(pathname: string): RouteLayout {
  const { page, params } = pageAt(pathname);
  return read(page.layout, params);
}

/** The name of the page at `pathname` as a translation key; null on the home page and the popups over it. */
export function pageNameKey(pathname: string): TranslationKey | null {
  const { page, params } = pageAt(pathname);
  return read(page.name, params);
}

/** Whether the address opens the home page (/, its aliases, and /login, /register, /help over it). */
export const isHomePath = (pathname: string): boolean => pageNameKey(pathname) === null;

/**
 * Starts downloading the landing page's chunk during start-up (resolving when it is in, or failed), in
 * parallel with the language file and the site status, instead of only once the shell has rendered (one
 * network round trip later). Any other page still loads when its route renders.
 */
export function preloadLandingPage(pathname: string): Promise<unknown> {
  const { page, params } = pageAt(pathname);
  if (!page.chunk || !read(page.landing ?? false, params)) return Promise.resolve();
  // Recorded as loaded, the page renders at once, with no loading state. A failed preload is harmless: the
  // route's own lazy load retries and reports it.
  return preloadModule(page.chunk).catch(() => undefined);
}
