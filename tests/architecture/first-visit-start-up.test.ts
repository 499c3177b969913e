import { relative, resolve } from 'node:path';
import { packagesOf, root, src, staticallyReached } from './static-imports';

/*
 * Start-up's calls go out before the React app's code is evaluated (decision 043): the app (react-dom, the
 * router, the shell) is a chunk main.tsx imports dynamically. A static import from start-up into any of it
 * would fold the app back into the entry, and the calls would wait for its evaluation again.
 */
describe('the first visit’s start-up', () => {
  const startUp = staticallyReached(resolve(src, 'main.tsx'));

  it('reaches neither react-dom nor the router', () => {
    const offenders = [...startUp]
      .filter((file) =>
        packagesOf(file).some((name) => /^react-dom(\/|$)|^react-router(-dom)?(\/|$)/.test(name)),
      )
      .map((file) => relative(root, file));
    expect(startUp.size).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('leaves the app and the route table to the app’s chunk', () => {
    for (const file of ['app/render-app.tsx', 'app/app.tsx', 'app/site-pages.tsx']) {
      expect(startUp.has(resolve(src, file)), file).toBe(false);
    }
  });
});
