import { request } from '@/api';

/** A fresh captcha image as a data URL (the server answers bare base64 PNG). */
export async function fetchCaptchaImage(): Promise<string> {
  const base64 = await request('captcha');
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}
