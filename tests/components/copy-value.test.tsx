import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CopyValue } from '@/components/copy-value/copy-value';
import { ensureCentreStrings, initI18n } from '@/i18n';

describe('CopyValue', () => {
  beforeEach(async () => {
    await initI18n('EN');
    await ensureCentreStrings();
  });

  it('copies the value and says so, named by what it copies', async () => {
    const user = userEvent.setup();
    render(<CopyValue value="REF10001" label="Copy referral code" />);
    await user.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('REF10001');
  });

  it('says when the browser refused the copy, and how to copy by hand', async () => {
    const user = userEvent.setup();
    render(<CopyValue value="000201" label="Copy PIX code" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy PIX code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your browser did not allow copying. Select the text and copy it yourself.',
    );
    expect(screen.getByRole('button', { name: 'Copy PIX code' })).not.toHaveAttribute('data-copied');
  });

  it('says it in Portuguese too', async () => {
    await initI18n('PT');
    await ensureCentreStrings();
    const user = userEvent.setup();
    render(<CopyValue value="x" label="Copiar" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Seu navegador não permitiu copiar.');
  });
});
