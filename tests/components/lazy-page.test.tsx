import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import { initI18n } from '@/i18n';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

describe('LazyPage', () => {
  beforeEach(async () => {
    await initI18n('EN');
  });

  it('shows a spinner while the page loads, its title when it fails, and shows it again on Try again', async () => {
    // React reports the caught error on the console; the boundary handles it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let broken = true;
    let ready = false;
    void arrived.then(() => (ready = true));
    function Page() {
      if (!ready) throw arrived;
      if (broken) throw new Error('the page failed');
      return <h4>Team overview</h4>;
    }
    render(
      <LazyPage resetKey="agentTeamOverview" failedTitle="This page could not be loaded.">
        <Page />
      </LazyPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    arrive();
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
  });
});

describe('a lazily loaded page', () => {
  beforeEach(async () => {
    await initI18n('EN');
  });

  it('asks for its chunk again when Try again follows a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const loader = vi.fn(() =>
      offline
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ TeamOverview: () => <h4>Team overview</h4> }),
    );
    const Page = lazyWithRetry(loader, 'TeamOverview');
    render(
      <LazyPage resetKey="agentTeamOverview" failedTitle="This page could not be loaded.">
        <Page />
      </LazyPage>,
    );
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    const failedCalls = loader.mock.calls.length;
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(loader.mock.calls.length).toBeGreaterThan(failedCalls);
  });
});
