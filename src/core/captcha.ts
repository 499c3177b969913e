import { useCallback, useEffect, useState } from 'react';
import { request } from '@/api';
import { useThrottled } from '@/lib/use-throttled';

/** Refreshing the captcha image is allowed at most once a second (spec 1 sections 4 and 9). */
export const CAPTCHA_REFRESH_MS = 1000;

/** A fresh captcha image as a data URL (the server answers bare base64 PNG). */
async function fetchCaptchaImage(): Promise<string> {
  const base64 = await request('captcha');
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/**
 * The captcha image of a form: loaded at once and again whenever `version` changes (the shown captcha was
 * used up), and `refresh` for the visitor's button, throttled to one a second.
 */
export function useCaptchaImage(version: number) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    fetchCaptchaImage().then(
      (src) => {
        setImage(src);
        setFailed(false);
      },
      () => {
        setImage(null);
        setFailed(true);
      },
    );
  }, []);
  const refresh = useThrottled(load, CAPTCHA_REFRESH_MS);

  useEffect(() => {
    load();
  }, [load, version]);

  return { image, failed, refresh };
}
