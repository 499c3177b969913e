import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { findHeader } from '../test-utils';

export type User = ReturnType<typeof userEvent.setup>;

/** Opens the login popup from the header (EN "Login"/"Log in", PT "Entrar"/"Entrar"). */
export async function openLogin(user: User, language: 'EN' | 'PT' = 'EN') {
  const header = await findHeader();
  await user.click(
    await within(header).findByRole('button', { name: language === 'EN' ? 'Login' : 'Entrar' }),
  );
  return screen.findByRole('dialog', { name: language === 'EN' ? 'Log in' : 'Entrar' });
}

export async function latestCaptcha(): Promise<string> {
  const body = (await (await fetch('/__mock/captcha/latest')).json()) as { answer: string | null };
  if (!body.answer) throw new Error('no captcha drawn');
  return body.answer;
}

export async function latestSms(mobile: string): Promise<string> {
  const body = (await (await fetch(`/__mock/sms/latest?mobile=${mobile}`)).json()) as { code: string | null };
  if (!body.code) throw new Error(`no SMS code for ${mobile}`);
  return body.code;
}
