import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { findHeader, mainNavLabels, renderApp } from '../test-utils';

describe('language switch', () => {
  it('switches to Portuguese and back, remembering the choice and telling the backend', async () => {
    const languages: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('GCSGAME_newGameVendor'))
        languages.push(request.headers.get('Language') ?? '');
    };
    server.events.on('request:start', listener);
    try {
      const { user } = await renderApp('/');
      const header = await findHeader();
      await waitFor(() => expect(mainNavLabels()).toContain('Slots'));

      await user.click(within(header).getByRole('button', { name: /Language/ }));
      await user.click(within(header).getByRole('button', { name: 'Português' }));

      await waitFor(() => expect(within(header).getByRole('button', { name: 'Entrar' })).toBeInTheDocument());
      expect(mainNavLabels('Categorias de jogos')[0]).toBe('Em alta');
      expect(localStorage.getItem('hisLang')).toBe('PT');
      expect(localStorage.getItem('lang')).toBe('PT');
      expect(document.documentElement.lang).toBe('pt-BR');
      await waitFor(() => expect(languages).toContain('PT'));

      await user.click(within(header).getByRole('button', { name: /Idioma/ }));
      await user.click(within(header).getByRole('button', { name: 'English' }));
      await waitFor(() => expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument());
      expect(localStorage.getItem('hisLang')).toBe('EN');
      expect(document.documentElement.lang).toBe('en');
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('hisLang', 'PT');
    await renderApp('/');
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toBeInTheDocument();
  });
});
