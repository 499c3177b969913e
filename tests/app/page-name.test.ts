import { pageNameKey } from '@/app/site-pages';

describe('page names for the document title', () => {
  it('gives the home page and the popups over it no name of their own', () => {
    for (const path of ['/', '/home', '/index.html', '/login', '/register', '/help']) {
      expect(pageNameKey(path), path).toBeNull();
    }
  });

  it('names fixed routes and game types, matching as the router does (any case, trailing slash)', () => {
    expect(pageNameKey('/seaLottery')).toBe('page_sea_lottery');
    expect(pageNameKey('/SEALOTTERY/')).toBe('page_sea_lottery');
    expect(pageNameKey('/down')).toBe('page_download');
    expect(pageNameKey('/rng')).toBe('nav_rng');
    expect(pageNameKey('/inHouse')).toBe('nav_inhouse');
    expect(pageNameKey('/fav')).toBe('account_favorites');
  });

  it('names anything else the not-found page', () => {
    expect(pageNameKey('/casino')).toBe('page_not_found_title');
    expect(pageNameKey('/rng/extra')).toBe('page_not_found_title');
    expect(pageNameKey('/toString')).toBe('page_not_found_title');
  });
});
