import { http, HttpResponse } from 'msw';
import { geetestCaptcha } from '@/core/api/geetest-captcha';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { getState } from '../../state/store';
import { GEETEST_CAPTCHA_ID, issuePass } from './geetest';
import { geetestStandInScript } from './stand-in';

const products = new Set(['login', 'register']);

/** `value.gt`, the captcha id, for the form that asks (`?product=login|register`). */
const captchaId = handle(geetestCaptcha, (ctx) => {
  const product = ctx.query.get('product') ?? '';
  if (!products.has(product))
    throw badRequest('geetest.product.invalid', 'product must be login or register');
  return { gt: GEETEST_CAPTCHA_ID };
});

export const geetestHandlers = callGroup(captchaId);

/**
 * The stand-in widget on the mock's CDN (same origin, so the portal's policy admits it as it admits the
 * mock's pictures): its loader script, and the "verify" it asks for a pass, as the real widget asks Geetest's
 * API host. Before the CDN's catch-all.
 */
export const geetestCdnHandlers = [
  http.get(
    '*/__cdn/geetest/gt4.js',
    () =>
      new HttpResponse(geetestStandInScript(), {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  ),
  http.post('*/__cdn/geetest/verify', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const id = body && typeof body === 'object' ? (body as Record<string, unknown>).captcha_id : undefined;
    if (id !== GEETEST_CAPTCHA_ID) {
      return HttpResponse.json(
        { status: 'error', code: '-50101', msg: 'captcha_id is invalid' },
        { status: 400 },
      );
    }
    return HttpResponse.json(issuePass(getState(), id));
  }),
];
