import * as z from 'zod/mini';
import { amount, flag, id, text } from './common';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,(\d*\.?\d+))?\)$/i;

/**
 * A VIP label's colour is server text put into a style, so only a plain `#hex` or an `rgb()`/`rgba()` whose
 * channels are 0-255 and alpha 0-1 gets through (the member centre's own form is `rgba(r,g,b,a)`, spec 5
 * 70542479384 @~558,500); anything else is undefined and the theme's colours stand in.
 */
export function checkedColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.replace(/\s+/g, '');
  if (HEX.test(colour)) return colour;
  const rgb = RGB.exec(colour);
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]);
  return channels.every((c) => c <= 255) && alpha >= 0 && alpha <= 1 ? colour : undefined;
}

const labelColour = z.catch(z.pipe(z.optional(z.unknown()), z.transform(checkedColour)), undefined);

export const memberInfo = z.object({
  id,
  account: text,
  nickname: text,
  /** 0 a member, 1, 2, 41, 42 agents, 4 a trial account (spec 5: 0, 1, 2 may withdraw). */
  type: z.coerce.number(),
  clubLabel: z.catch(z.nullish(z.object({ labelName: text, color: labelColour, color2: labelColour })), null),
  /** Milliseconds. */
  regDate: z.catch(z.nullish(z.number()), null),
  /** Masked by the server ("138****5678"): shown as it comes, never a number to edit. */
  mobile: z.nullish(z.string()),
  mobileVerified: z.catch(z.optional(flag), undefined),
  /** The name bank accounts must carry, once the member has given it. */
  payee: z.catch(z.nullish(z.string()), null),
  bindGA: z.catch(z.optional(flag), undefined),
  /**
   * Whether the member may transfer to its upline: the member centre offers the transfer only when it says
   * so (spec 5, 2.8; 70542479384 @~506,500). Absent, the page stays offered and the upline's answer decides.
   */
  toUpline: z.catch(z.optional(flag), undefined),
  email: z.nullish(z.string()),
  // My account's profile and security (our design, mocks/README.md): absent from builds without them.
  countryDialingCode: z.nullish(z.string()),
  realName: z.nullish(z.string()),
  birthday: z.nullish(z.string()),
  whatsapp: z.nullish(z.string()),
  telegram: z.nullish(z.string()),
  facebook: z.nullish(z.string()),
  line: z.nullish(z.string()),
  wechat: z.nullish(z.string()),
  qqNum: z.nullish(text),
  zalo: z.nullish(z.string()),
  hasWithdrawPassword: z.nullish(flag),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** What a wallet line is to the member: the main wallet (spec 5: `accountTypeId` 2), the safe box, a game's. */
export type WalletKind = 'main' | 'safeBox' | 'game';

const walletLine = z.pipe(
  z.object({
    accountTypeId: id,
    accountName: z.catch(z._default(z.string(), ''), ''),
    displayName: z.catch(z._default(z.string(), ''), ''),
    availBalance: amount,
    status: z.catch(z.nullish(z.union([z.string(), z.number()])), null),
  }),
  z.transform((line) => {
    const kind: WalletKind =
      line.accountName === 'SAFE_BOX' ? 'safeBox' : line.accountTypeId === '2' ? 'main' : 'game';
    return { ...line, kind };
  }),
);

type BalanceLines = z.output<typeof walletLine>[];

/**
 * The member's wallets as the platform answers them (spec 5, 2.3): `balance` is a list, or an object, which
 * the platform's member centre reads as one line (`[balance]`, 70542479384 @~728,500) and which is read here
 * as that line, or, where it is an object of lines keyed by anything, as the list of its values.
 */
export const balance = z.object({
  sumBalance: amount,
  balance: z._default(
    z.pipe(
      z.union([z.array(walletLine), walletLine, z.record(z.string(), walletLine)]),
      z.transform((lines): BalanceLines => {
        if (Array.isArray(lines)) return lines;
        if ('kind' in lines && typeof lines.kind === 'string') return [lines as BalanceLines[number]];
        return Object.values(lines as Record<string, BalanceLines[number]>);
      }),
    ),
    [],
  ),
  currency: z.catch(z._default(z.string(), ''), ''),
  currencySymbol: z.catch(z._default(z.string(), ''), ''),
  currencyPosition: z.catch(z.optional(z.enum(['F', 'B'])), undefined),
});
export type Balance = z.infer<typeof balance>;
export type BalanceLine = Balance['balance'][number];
