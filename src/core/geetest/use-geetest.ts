import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';
import { geetestCaptchaQuery, type GeetestProduct } from '../api/geetest-captcha';
import { useSystemStatus } from '../api/system-status';
import { isGeetestRefusal } from './geetest-refusal';
import type { GeetestProof } from './geetest-widget';

/** Geetest's own language codes for the portal's languages. */
const geetestLanguage: Record<string, string> = { EN: 'eng', PT: 'por' };

export interface GeetestCheck {
  /** The form sends a Geetest pass: the site's settings name Geetest, or the server already asked for one. */
  required: boolean;
  /**
   * Runs `call` with a fresh pass where one is required (the challenge shows first). A refusal naming
   * Geetest shows the challenge once more and sends again, `onAskAgain` first, so the form can say why; a
   * second refusal, or a challenge not passed, is the caller's to word (geetestMessageKey).
   */
  send<T>(call: (proof: GeetestProof | undefined) => Promise<T>, onAskAgain?: () => void): Promise<T>;
}

/** The Geetest v4 check of one form (decision 048). Nothing is loaded on a site that does not use it. */
export function useGeetest(product: GeetestProduct): GeetestCheck {
  const named = Boolean(useSystemStatus().data?.info.geetestSdkVersion);
  const [refused, setRefused] = useState(false);
  const required = named || refused;
  const queryClient = useQueryClient();

  const pass = useCallback(async () => {
    const captchaId = await queryClient.fetchQuery(geetestCaptchaQuery(product));
    // The widget's adapter loads with the first check: a site without Geetest never fetches it.
    const { passGeetest } = await import('./geetest-widget');
    return passGeetest({
      captchaId,
      scriptUrl: env.VITE_GEETEST_SCRIPT_URL,
      language: geetestLanguage[currentLanguage()],
    });
  }, [queryClient, product]);

  const send = useCallback(
    async <T>(call: (proof: GeetestProof | undefined) => Promise<T>, onAskAgain?: () => void) => {
      const proof = required ? await pass() : undefined;
      try {
        return await call(proof);
      } catch (error) {
        if (!isGeetestRefusal(error)) throw error;
        setRefused(true);
        onAskAgain?.();
        return call(await pass());
      }
    },
    [required, pass],
  );

  return { required, send };
}
