import { ensureFormStrings, i18n, initI18n } from '@/i18n';
import { PhoneAuthError, phoneAuthMessageKey } from '@/features/register/phone-auth/provider';

// Product rules: messages and errors: the phone-auth messages, from the provider's error codes.
const cases = [
  [
    'auth/invalid-phone-number',
    'The phone number format is invalid.',
    'O formato do número de telefone é inválido.',
  ],
  ['auth/missing-phone-number', 'Please enter a phone number.', 'Informe um número de telefone.'],
  [
    'auth/too-many-requests',
    'Too many requests. Please try again in 5 minutes.',
    'Muitas solicitações. Tente novamente em 5 minutos.',
  ],
  [
    'auth/internal-error',
    'An unknown error occurred. Please try again.',
    'Ocorreu um erro desconhecido. Tente novamente.',
  ],
  [
    'auth/invalid-verification-code',
    'The verification code is invalid or missing.',
    'O código de verificação é inválido ou está faltando.',
  ],
  [
    'auth/missing-verification-code',
    'The verification code is invalid or missing.',
    'O código de verificação é inválido ou está faltando.',
  ],
  [
    'auth/captcha-check-failed',
    'The captcha check failed. Please try again.',
    'A verificação do captcha falhou. Tente novamente.',
  ],
  [
    'auth/quota-exceeded',
    'The SMS quota is not sufficient. Please contact customer service.',
    'A cota de SMS não é suficiente. Entre em contato com o atendimento.',
  ],
  [
    'auth/operation-not-allowed',
    'This operation is not allowed. Please contact customer service.',
    'Esta operação não é permitida. Entre em contato com o atendimento.',
  ],
  [
    'auth/code-expired',
    'The code has expired. Please request a new one.',
    'O código expirou. Solicite um novo.',
  ],
  [
    'auth/popup-closed-by-user',
    'The sign-in window was closed, so the login failed.',
    'A janela de login foi fechada e o login falhou.',
  ],
  [
    'auth/popup-blocked',
    'The sign-in window was blocked. Please allow pop-ups for this site.',
    'A janela de login foi bloqueada. Permita pop-ups para este site.',
  ],
] as const;

beforeAll(async () => {
  await initI18n('PT');
  await ensureFormStrings();
});

describe('phone-auth error messages', () => {
  it.each(cases)('%s reads in EN and PT', (code, en, pt) => {
    const key = phoneAuthMessageKey(new PhoneAuthError(code));
    expect(i18n.getFixedT('en')(key)).toBe(en);
    expect(i18n.getFixedT('pt')(key)).toBe(pt);
  });

  it('treats anything that is not a provider error as unknown', () => {
    expect(phoneAuthMessageKey(new Error('boom'))).toBe('reg_phone_auth_unknown');
  });
});
