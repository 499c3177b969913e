import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { useThrottled } from '@/lib/use-throttled';

/**
 * The captcha image of the login, agent login and registration forms (product rules: account calls): `value`
 * is a base64 PNG (some builds nest it in `value.img`, the wire protocol); both are read.
 */
export const captcha = endpoint({
  name: 'captcha',
  link: '/wps/captcha',
  moduleId: 'CAPTCHA3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: z.pipe(
    z.union([z.string(), z.object({ img: z.string() })]),
    z.transform((v) => (typeof v === 'string' ? v : v.img)),
  ),
});

/** Refreshing the captcha image is allowed at most once a second (product rules: timing and sizes). */
const CAPTCHA_REFRESH_MS = 1000;

/**
 * A fresh captcha image as a data URL. The time parameter keeps any HTTP cache from handing back an image
 * the server has already replaced.
 */
async function fetchCaptchaImage(signal?: AbortSignal): Promise<string> {
  const base64 = await request(captcha, { params: { t: Date.now() }, signal });
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/**
 * The server keeps one answer per visitor, the last image it sent, so:
 * - `gcTime: 0`: an image is never shown again once its form is gone (a reopened form gets a new one);
 * - `staleTime: 'static'`: nothing refetches it behind the visitor's back (window focus, a language change
 *   invalidating every query), which would swap the picture while someone is typing its digits;
 * - `retry: false`: a failed image says so at once; the refresh button is the retry.
 * Forms shown together share the entry, so each shows the one image the server will accept.
 */
export const captchaQuery = queryOptions({
  queryKey: ['captcha'] as const,
  queryFn: ({ signal }) => fetchCaptchaImage(signal),
  staleTime: 'static',
  gcTime: 0,
  retry: false,
});

/**
 * The captcha image of a form: loaded when the form shows it and again whenever `generation` changes (the
 * shown captcha was used up), and `refresh` for the visitor's button, throttled to one a second.
 */
export function useCaptchaImage(generation: number) {
  const { data, isError, refetch } = useQuery(captchaQuery);
  const shownGeneration = useRef(generation);
  useEffect(() => {
    if (shownGeneration.current === generation) return;
    shownGeneration.current = generation;
    void refetch();
  }, [generation, refetch]);
  const refresh = useThrottled(() => void refetch(), CAPTCHA_REFRESH_MS);

  // A failed load shows its error and no picture: the one before may no longer be the server's answer.
  return { image: isError ? null : (data ?? null), failed: isError, refresh };
}
