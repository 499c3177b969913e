import { env } from '@/config/env';
import type { PhoneAuthProvider } from './provider';

/** The configured provider (VITE_PHONE_AUTH_PROVIDER), loaded only when one is configured; null when off. */
export async function loadPhoneAuthProvider(
  setting: string = env.VITE_PHONE_AUTH_PROVIDER,
): Promise<PhoneAuthProvider | null> {
  if (setting === 'fake') {
    const { createFakePhoneAuthProvider } = await import('./fake-provider');
    return createFakePhoneAuthProvider();
  }
  return null;
}

export const phoneAuthConfigured = (setting: string = env.VITE_PHONE_AUTH_PROVIDER) => setting !== 'none';
