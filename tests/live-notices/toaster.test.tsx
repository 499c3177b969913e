import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { systemStatusQuery } from '@/core';
import { AUTO_HIDE_MS, Toaster } from '@/features/live-notices/toaster';
import { ensureContentStrings, initI18n } from '@/i18n';
import { clearNotices, MAX_NOTICES, pushNotice } from '@/lib/live-notices';

// The toaster's timing alone, on fake timers (the app-level journeys are live-notices.test.tsx's).

async function renderToaster({ language = 'EN', fakeTimers = true } = {}) {
  await initI18n(language as 'EN' | 'PT');
  await ensureContentStrings();
  // The currency symbol comes with the site's status: in before the toaster, as start-up has it.
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(systemStatusQuery);
  const { unmount } = render(
    <AppProviders queryClient={queryClient} router={{ kind: 'memory', initialEntries: ['/'] }}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </AppProviders>,
  );
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    unmount,
    status: within(
      screen.getByRole('region', { name: language === 'PT' ? 'Notificações' : 'Notifications' }),
    ).getByRole('status'),
  };
}

const message = (title: string) => ({ kind: 'message', title }) as const;
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => clearNotices());
afterEach(async () => {
  vi.useRealTimers();
  await initI18n('EN');
});

describe('the toaster', () => {
  it('hides a toast by itself after a while', async () => {
    const { status } = await renderToaster();
    act(() => pushNotice(message('One')));
    expect(within(status).getByText('You have a new message: One')).toBeInTheDocument();
    later(AUTO_HIDE_MS - 100);
    expect(within(status).getByText('You have a new message: One')).toBeInTheDocument();
    later(100);
    expect(status).toBeEmptyDOMElement();
  });

  it('holds the toasts while the pointer is over them or the focus in them', async () => {
    const { status } = await renderToaster();
    act(() => pushNotice(message('Held')));
    fireEvent.mouseEnter(status);
    later(AUTO_HIDE_MS * 3);
    expect(within(status).getByText(/Held/)).toBeInTheDocument();
    fireEvent.mouseLeave(status);
    later(AUTO_HIDE_MS);
    expect(status).toBeEmptyDOMElement();

    act(() => pushNotice(message('Focused')));
    const dismiss = within(status).getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    later(AUTO_HIDE_MS * 3);
    expect(within(status).getByText(/Focused/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    later(AUTO_HIDE_MS);
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps the newest few, and hands the focus on when one is dismissed by its button', async () => {
    const { status } = await renderToaster();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => {
      for (let i = 1; i <= MAX_NOTICES + 2; i += 1) pushNotice(message(`No. ${i}`));
    });
    const buttons = within(status).getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(MAX_NOTICES);
    expect(within(status).queryByText(/No\. 1$/)).not.toBeInTheDocument();

    // From the page into the toasts, and out again once the last is gone.
    act(() => elsewhere.focus());
    act(() => buttons[0]?.focus());
    act(() => buttons[0]?.click());
    expect(buttons[1]).toHaveFocus();
    for (const button of buttons.slice(1)) act(() => button.click());
    expect(status).toBeEmptyDOMElement();
    expect(elsewhere).toHaveFocus();
  });

  it('speaks Portuguese, money and all', async () => {
    const { status, unmount } = await renderToaster({ language: 'PT', fakeTimers: false });
    act(() =>
      pushNotice({
        kind: 'deposit',
        outcome: 'failed',
        amount: 1500,
        requestTime: '2026-11-01 14:02:00',
        at: '2026-11-01 14:30:00',
      }),
    );
    expect(
      await within(status).findByText(
        'Seu depósito de R$ 1.500,00 solicitado às 14:02 falhou. Nada foi retirado do seu saldo.',
      ),
    ).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
    // Gone before the next test switches back to English.
    unmount();
  });
});
