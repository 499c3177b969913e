import { HttpResponse } from 'msw';
import { controlCall } from '../../protocol/control-call';
import { escapeMarkup } from '../cdn/escape';
import { settleDeposit } from './deposit-settle';
import { demoQrDataUrl, pixCode } from './deposits';

// The payment gateway's page a launch-URL deposit opens (MCSFE_depositByLaunchUrl's `redirectUrl`): as the
// br8bet PIX page does (20140464786 @~2,000), the QR code as an <img> and the copy-and-paste code in
// `#qrcode[title]`; a "Paid" button stands for the player's bank app and pays the order.

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'";

function html(body: string, status = 200): Response {
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PIX payment</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f6f9;color:#14213d;font-family:Verdana,Arial,sans-serif;text-align:center}main{padding:2rem;background:#fff;border-radius:1rem;max-width:28rem;box-shadow:0 4px 24px #0002}code{display:block;word-break:break-all;font-size:.75rem;background:#eef2f6;padding:.75rem;border-radius:.5rem}button{margin-top:1rem;padding:.75rem 2.5rem;font-size:1rem;border:0;border-radius:.5rem;background:#32bcad;color:#fff;cursor:pointer}</style></head>
<body><main>${body}</main></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': PAGE_POLICY,
      },
    },
  );
}

const money = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const payPageCalls = [
  controlCall('get', '/pay/:orderNo', ({ state, params }) => {
    const order = state.money.deposits.find((o) => o.orderNo === String(params.orderNo));
    if (!order) return html('<h1>Payment not found</h1>', 404);
    const no = escapeMarkup(order.orderNo);
    if (order.status !== 'PENDING') {
      return html(
        `<h1>Payment ${order.status === 'APPROVED' ? 'received' : 'closed'}</h1><p>Order ${no}. You can close this tab.</p>`,
      );
    }
    const code = pixCode(order.orderNo, order.cents);
    return html(
      `<h1>Pay ${escapeMarkup(money(order.cents))} with PIX</h1><p>${escapeMarkup(order.vendorName)} · order ${no}</p>
<img src="${demoQrDataUrl(code)}" width="200" height="200" alt="PIX QR code">
<p>PIX copy and paste</p><code id="qrcode" title="${escapeMarkup(code)}">${escapeMarkup(code)}</code>
<form method="post" action="/__mock/pay/${no}/paid"><button type="submit">Paid</button></form>
<p><small>A demo gateway served by the mock backend: "Paid" stands for paying in your bank's app.</small></p>`,
    );
  }),
  controlCall('post', '/pay/:orderNo/paid', ({ state, params }) => {
    const refusal = settleDeposit(state, String(params.orderNo), true);
    if (refusal) return html(`<h1>Payment not taken</h1><p>${escapeMarkup(refusal)}</p>`, 400);
    return html(
      `<h1>Payment received</h1><p>Order ${escapeMarkup(String(params.orderNo))}. You can close this tab and go back to the site.</p>`,
    );
  }),
];
