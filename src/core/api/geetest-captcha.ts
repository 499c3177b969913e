import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';

/** The forms that ask for a Geetest pass, by the name the platform gives them in `product`. */
export type GeetestProduct = 'login' | 'register';

/**
 * The site's Geetest v4 captcha id for one form (spec 5, 2.2: the second desktop catalogue's `captchaGeetest`,
 * 44714497568 @~2,600; asked with `?product=register` and read from `value.gt` by 60869790030 @~19,200).
 */
export const geetestCaptcha = endpoint({
  name: 'geetestCaptcha',
  link: '/wps/captcha/geetest',
  moduleId: 'GEETEST3',
  method: 'GET',
  token: 'none',
  source: 'spec',
  response: z.pipe(
    z.object({ gt: z.string().check(z.minLength(1)) }),
    z.transform((v) => v.gt),
  ),
});

export const fetchGeetestCaptchaId = (product: GeetestProduct, signal?: AbortSignal) =>
  request(geetestCaptcha, { params: { product }, signal });

/** A site's captcha id does not change while the page is open; a failed ask is asked again at the next try. */
export const geetestCaptchaQuery = (product: GeetestProduct) =>
  queryOptions({
    queryKey: ['site', 'geetest', product] as const,
    queryFn: ({ signal }) => fetchGeetestCaptchaId(product, signal),
    staleTime: Infinity,
    retry: false,
  });
