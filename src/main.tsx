import './styles/tokens.css';
import './styles/global.css';
import { bootstrap } from './app/bootstrap';
import { loadApp } from './app/load-app';
import { createQueryClient } from './app/query-client';

const queryClient = createQueryClient();
// Start-up's calls go out first; the React app's code is evaluated while they travel (decision 043).
// Even if the language file fails to load, the app renders (with keys) rather than leaving a blank page.
// They start in a task of their own: evaluating this chunk and starting up were one long task on a slow phone.
setTimeout(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const startedUp = bootstrap(queryClient, container).catch(() => undefined);
  // The app's code is asked for in the next task (on a phone's first visit to the home page, once the early
  // banner is on the glass: load-app.ts): asking for it (and its stylesheet) before the calls had left held
  // them back.
  setTimeout(() => loadApp(container, queryClient, startedUp), 0);
}, 0);
