import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { chooseLanguage } from '@/i18n';
import { renderApp } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => import('@/features/help-centre/help-centre-popup'));
afterEach(() => server.events.removeAllListeners());

const HELP = '*/wps/system/helpCenter';

async function openHelp(route: string) {
  const view = await renderApp(route);
  const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
  return { ...view, dialog };
}

/** The question's button inside the dialog, by its visible text. */
const question = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).findByRole('button', { name });

describe('the help centre', () => {
  it('opens the topic /help#tag names, with its questions, and closing returns home', async () => {
    const { user, dialog } = await openHelp('/help#faq');
    const topics = await within(dialog).findByRole('navigation', { name: 'Help topics' });
    expect(within(topics).getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    const deposit = await question(dialog, 'How do I deposit?');
    expect(deposit).toHaveAttribute('aria-expanded', 'false');

    await user.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText(/pay the QR code in your banking app/)).toBeVisible();

    await user.click(within(topics).getByRole('button', { name: 'Responsible gaming' }));
    expect(within(dialog).getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Set your limits' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the answer a question tag names, in its topic', async () => {
    const { dialog } = await openHelp('/help#withdraw');
    const withdraw = await question(dialog, 'How long does a withdrawal take?');
    expect(withdraw).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText(/paid within 24 hours/)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('searches as you type, over questions and answers, without accents or case', async () => {
    const { user, dialog } = await openHelp('/help');
    await question(dialog, 'Who we are');
    const search = within(dialog).getByRole('searchbox', { name: 'Search the help centre' });

    await user.type(search, 'PIX');
    const results = await within(dialog).findByRole('heading', { name: 'Search results' });
    expect(results).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/answers found/);
    // A match in the question comes before matches in answers; each says its topic.
    expect(within(dialog).getByRole('button', { name: /How do I deposit\?\s*FAQ/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /PIX deposits now from R\$ 10/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zebra crossing');
    expect(await within(dialog).findByText('Nothing matches “zebra crossing”')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 answers found');

    await user.click(within(dialog).getByRole('button', { name: 'Clear the search' }));
    expect(await within(dialog).findByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('shows the help-type announcements as the latest notices, and their answers sanitized', async () => {
    const { user, dialog } = await openHelp('/help#notices');
    expect(await question(dialog, 'Planned maintenance on Sunday night')).toBeInTheDocument();

    // The bonus terms carry an <img onerror>: the picture stays (as decoration), its handler does not.
    await user.click(within(dialog).getByRole('button', { name: 'Terms and conditions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bonus terms' }));
    expect(within(dialog).getByText(/Only one bonus can be active at a time/)).toBeVisible();
    expect(within(dialog).getByRole('presentation')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toMatch(/onerror/i);
  });

  it('says when the help centre cannot be read, and reads it again on retry', async () => {
    // Failing until the visitor asks again (the query's own retry must not hide the failure).
    let failing = true;
    server.use(
      http.get(HELP, () =>
        failing ? HttpResponse.json({ success: false, message: 'busy' }, { status: 500 }) : undefined,
      ),
    );
    const { user, dialog } = await openHelp('/help#faq');
    expect(await within(dialog).findByRole('alert', {})).toHaveTextContent(
      'The help centre could not be loaded.',
    );
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await question(dialog, 'How do I deposit?')).toBeInTheDocument();
  });

  it('offers feedback for what it does not answer, one dialog at a time', async () => {
    const { user, dialog } = await openHelp('/help');
    await question(dialog, 'Who we are');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Feedback and complaints' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('lists its topics in the footer, and reads them again in the language the visitor switches to', async () => {
    const { user } = await renderApp('/');
    const footer = await screen.findByRole('contentinfo', {});
    const helpList = () => within(footer).getByRole('navigation', { name: /Help|Ajuda/ });
    expect(await within(helpList()).findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/help#faq');
    // Categories with a page of their own lead there.
    expect(within(helpList()).getByRole('link', { name: 'Sponsorships' })).toHaveAttribute(
      'href',
      '/sponsor',
    );
    expect(within(helpList()).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/description',
    );
    try {
      const header = screen.getByRole('banner');
      await user.click(within(header).getByRole('button', { name: /Language/ }));
      await user.click(within(header).getByRole('button', { name: 'Português' }));
      const faq = await within(helpList()).findByRole('link', { name: 'Perguntas frequentes' });
      await user.click(faq);
      const dialog = await screen.findByRole('dialog', { name: 'Central de ajuda' });
      expect(await question(dialog, 'Como faço um depósito?')).toBeInTheDocument();
    } finally {
      await act(() => chooseLanguage('EN'));
    }
  });
});
