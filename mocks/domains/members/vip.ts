import type { Member } from './members';

// The VIP ladder of the mock (our design: the platform shows the answers, not its ladder): what each rank
// asks of this month's turnover and of all turnover to reach the next one, in cents.

const ladder: readonly { rank: string; monthly: number; total: number }[] = [
  { rank: 'VIP 0', monthly: 100_000, total: 500_000 },
  { rank: 'VIP 1', monthly: 500_000, total: 2_500_000 },
  { rank: 'VIP 2', monthly: 1_000_000, total: 6_000_000 },
  { rank: 'VIP 3', monthly: 2_000_000, total: 15_000_000 },
  { rank: 'VIP 4', monthly: 5_000_000, total: 40_000_000 },
  // The top rank: what keeps it.
  { rank: 'VIP 5', monthly: 5_000_000, total: 40_000_000 },
];

const toMoney = (cents: number) => cents / 100;

function stepOf(member: Member) {
  const at = Math.max(
    0,
    ladder.findIndex((step) => step.rank === member.vipLabel),
  );
  return { step: ladder[at]!, next: ladder[at + 1]?.rank };
}

/** MCSFE_getPlayerRankProgress's value, in the live answer's shape (spec 5, 2.8, 70779503151 @2,033). */
export function rankProgressOf(member: Member) {
  const { step, next } = stepOf(member);
  const done = member.turnoverCents ?? { monthly: 0, total: 0 };
  return {
    playerRankName: member.vipLabel,
    ...(next ? { nextRankName: next } : {}),
    monthlyTurnover: { actual: toMoney(done.monthly), expected: toMoney(step.monthly) },
    totalTurnover: { actual: toMoney(done.total), expected: toMoney(step.total) },
  };
}

/** MCSFE_getMemberClubBenefit's value (our design): the member's rank's benefits, each a line of text. */
export function clubBenefitsOf(member: Member) {
  const level = ladder.findIndex((step) => step.rank === member.vipLabel);
  const n = Math.max(0, level);
  return [
    { benefitName: 'Upgrade bonus', benefitValue: `R$ ${(n * 25).toFixed(2)}` },
    { benefitName: 'Monthly bonus', benefitValue: `R$ ${(n * 10).toFixed(2)}` },
    { benefitName: 'Withdrawals a day', benefitValue: String(3 + n) },
  ];
}

/** MCSFE_getPlayerRankRule's value (our design): the rules as back-office HTML. */
export const rankRuleHtml =
  '<p>Your rank is reviewed on the first day of each month.</p>' +
  '<ul><li>Reach the monthly turnover of the next rank to move up.</li>' +
  '<li>Keep the monthly turnover of your rank to stay there.</li></ul>';
