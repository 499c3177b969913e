import { expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('switching to Português and back, remembered across a reload', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  const selector = header.getByRole('button', { name: 'Language: English' });
  await selector.click();
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  const options = header.getByRole('list', { name: 'Language' });
  await expect(options.getByRole('button')).toHaveText(['English', 'Português']);
  await expect(options.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await options.getByRole('button', { name: 'Português' }).click();

  // The page is Portuguese: header, category bar, footer, and the document language.
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cadastrar', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  const nav = header.getByRole('navigation', { name: 'Categorias de jogos' });
  await expect(nav.getByRole('link').first()).toHaveText('Em alta');
  await expect(nav.getByRole('link').last()).toHaveText('Promoções');
  await expect(nav.getByRole('link', { name: 'Cassino ao vivo', exact: true })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: 'Sites espelho oficiais' }),
  ).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'pt-BR');
  const selectorPt = header.getByRole('button', { name: 'Idioma: Português' });
  await expect(selectorPt).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('hisLang'))).toBe('PT');
  await expectNoSeriousA11yViolations(page);

  // The choice survives a reload.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'pt-BR');

  // And back to English.
  await selectorPt.click();
  await header.getByRole('list', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(
    header.getByRole('navigation', { name: 'Game categories' }).getByRole('link').first(),
  ).toHaveText('Hot');
  await expect(html).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
});

test('Escape closes the language list without changing the language', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const selector = header.getByRole('button', { name: 'Language: English' });
  await selector.click();
  const options = header.getByRole('list', { name: 'Language' });
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(selector).toBeFocused();
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
});

test('a logged-in player reads the balance and menu in Portuguese', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'player01', 'Player#2026');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Language: English' }).click();
  await header.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'Português' }).click();

  // Portuguese grouping: dot for thousands, comma for decimals.
  await expect(header.getByRole('status')).toHaveText('R$ 12.345,67');
  await expect(header.getByRole('button', { name: 'Atualizar saldo' })).toBeVisible();
  await header.getByRole('button', { name: /menu da conta/i }).click();
  await expect(header.getByRole('list', { name: 'Menu da conta' }).getByRole('button')).toHaveText([
    'Minha conta',
    'Depositar',
    'Saque',
    'Extrato da conta',
    'Histórico de apostas',
    'Favoritos',
    'Jogo seguro',
    'Sair',
  ]);
  await header.getByRole('button', { name: 'Sair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aviso' });
  await expect(dialog).toContainText('Tem certeza de que deseja sair?');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(header.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});
