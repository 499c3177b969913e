import { useRoutes } from 'react-router-dom';
import { pageRoutes } from './site-pages';
import { ShellLayout } from './shell-layout';

// The shell frames every page; the pages are the route table's rows (site-pages.tsx).
const routes = [{ element: <ShellLayout />, children: pageRoutes }];

/** The portal's routes: every page is a lazy chunk; the shell reads the page's layout from the same table. */
export function AppRoutes() {
  return useRoutes(routes);
}
