import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Even if the language file fails to load, the app renders (with keys) rather than leaving a blank page.
void bootstrap(queryClient)
  .catch(() => undefined)
  .finally(() => {
    // A transition lets React split the first render into short slices, so the main thread stays free
    // for input (and the page is not one long blocking task on a slow phone).
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <App />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
