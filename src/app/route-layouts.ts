/** The parts of the shell a page shows (the route table, site-pages.tsx, gives each page its own). */
export interface RouteLayout {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** Game pages hide the header's Deposit button. */
  gamePage: boolean;
}

const full: RouteLayout = { header: true, footer: true, sideMenu: false, gamePage: false };
const headerOnly: RouteLayout = { header: true, footer: false, sideMenu: false, gamePage: false };

export const layouts = {
  full,
  withSide: { ...full, sideMenu: true },
  gameList: { ...full, sideMenu: true, gamePage: true },
  headerOnly,
  headerAndSide: { ...headerOnly, sideMenu: true },
} as const satisfies Record<string, RouteLayout>;
