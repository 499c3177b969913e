import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { ensureFormStrings, i18n, initI18n } from '@/i18n';
import { authErrorMessage } from '@/features/auth/lib/auth-errors';

const refusal = (code: string) => new ApiError('server', 'login', { code, message: 'raw server words' });

describe('login refusals', () => {
  it.each(['US_FORBIDDEN_LOGIN_ERROR', 'us_forbidden_login_error'])(
    'words %s in the reader’s language, whatever its case',
    async (code) => {
      await initI18n('EN');
      await ensureFormStrings();
      expect(authErrorMessage(i18n.t, refusal(code))).toBe(
        'This account may not log in at the moment. Please contact customer service.',
      );
      await initI18n('PT');
      await ensureFormStrings();
      expect(authErrorMessage(i18n.t, refusal(code))).toBe(
        'Esta conta não pode entrar no momento. Fale com o atendimento ao cliente.',
      );
    },
  );

  it('words user_not_exist in lower case as USER_NOT_EXIST', async () => {
    await initI18n('EN');
    await ensureFormStrings();
    expect(authErrorMessage(i18n.t, refusal('user_not_exist'))).toBe('Username or email does not exist.');
  });
});
