/**
 * The site's currency as the server names it: its code (`BRL`), and where it says so, the symbol to show
 * (`R$`) and the symbol's place (`F` before the figure, `B` after it: spec 5, the balance answer).
 */
export interface Currency {
  code?: string;
  symbol?: string;
  position?: 'F' | 'B';
}

/** The currency's sign as a screen shows it beside a figure. */
export interface CurrencySign {
  symbol: string;
  before: boolean;
}

// A table of a hundred amounts asks for the same format a hundred times: building one is the costly part.
const formats = new Map<string, Intl.NumberFormat | null>();

function cached(id: string, build: () => Intl.NumberFormat): Intl.NumberFormat | null {
  if (!formats.has(id)) {
    try {
      formats.set(id, build());
    } catch {
      // A code Intl cannot read (a typo in the site's settings) names no sign.
      formats.set(id, null);
    }
  }
  return formats.get(id) ?? null;
}

const currencyFormat = (locale: string, code: string) =>
  cached(
    `${locale}|${code}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }),
  );

/** Amounts are always shown with exactly 2 decimals (product rules: constants and limits), grouped for the reader's locale. */
export function formatAmount(amount: number, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const format =
    cached(
      locale,
      () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ) ?? new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(value);
}

/**
 * The sign to show: the server's symbol and place where it names them, else what Intl writes for the
 * currency's code in the reader's language; none when the site has named no currency yet.
 */
export function currencySign(currency: Currency, locale: string): CurrencySign | null {
  const parts = currency.code ? currencyFormat(locale, currency.code)?.formatToParts(1) : undefined;
  const symbol = currency.symbol || parts?.find((part) => part.type === 'currency')?.value;
  if (!symbol) return null;
  if (currency.position) return { symbol, before: currency.position === 'F' };
  // Where the language puts a currency (before in English and Portuguese, after in German or French).
  const order = (parts ?? currencyFormat(locale, 'USD')?.formatToParts(1) ?? []).map((part) => part.type);
  const currencyAt = order.indexOf('currency');
  return { symbol, before: currencyAt === -1 || currencyAt < order.indexOf('integer') };
}

/**
 * The one money format: "R$ 1,234.50" (en), "R$ 1.234,50" (pt), "1,234.50 ৳" where the sign goes after.
 * The figure is Intl's, the sign the server's (a space between); before the currency is known the figure
 * stands alone.
 */
export function formatMoney(amount: number, locale: string, currency: Currency = {}): string {
  const figure = formatAmount(amount, locale);
  const sign = currencySign(currency, locale);
  if (!sign) return figure;
  return sign.before ? `${sign.symbol} ${figure}` : `${figure} ${sign.symbol}`;
}

/** The money sign in words and figures: "+R$ 12.50", "−R$ 12.50", "R$ 0.00". */
export function formatSignedMoney(amount: number, locale: string, currency?: Currency): string {
  const figure = formatMoney(Math.abs(amount), locale, currency);
  // Rounded to cents first: -0.004 is shown as R$ 0.00 and must not carry a sign.
  const cents = Math.round(amount * 100);
  if (cents > 0) return `+${figure}`;
  if (cents < 0) return `\u2212${figure}`;
  return figure;
}
