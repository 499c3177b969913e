import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { isTrial, type Member } from '../members/members';

// Checks shared by the calls that move money.

export function refuseTrial(member: Member): void {
  // The product blocks trial accounts from the member centre, so its money calls refuse them.
  if (isTrial(member)) {
    throw badRequest('member.trial.forbidden', 'Trial accounts cannot use this function');
  }
}

/** Checks the withdraw (payment) password; `requiredCode` names the call's own "field required" error. */
export function checkWithdrawPassword(member: Member, body: Payload, requiredCode: string): void {
  const given = field(body, 'withdrawPassword');
  if (given === '') throw badRequest(requiredCode, 'The withdraw password is required');
  if (member.withdrawPassword === null || given !== member.withdrawPassword) {
    throw badRequest('member.withdrawPassword.incorrect', 'The withdraw password is incorrect');
  }
}

/**
 * An amount in reais (number or numeric string, at most 2 decimals) as integer cents, or throws
 * `errorCode` when it is missing, not positive, has more decimals, or falls outside [min, max] cents.
 */
export function amountCents(body: Payload, errorCode: string, minCents: number, maxCents: number): number {
  const raw = field(body, 'amount');
  const cents = Math.round(Number(raw) * 100);
  const reais = (minCents / 100).toFixed(2);
  const limit = (maxCents / 100).toFixed(2);
  if (
    raw === '' ||
    !/^\d+(\.\d{1,2})?$/.test(raw) ||
    !Number.isFinite(cents) ||
    cents < minCents ||
    cents > maxCents
  ) {
    throw badRequest(errorCode, `Enter an amount from R$ ${reais} to R$ ${limit}`);
  }
  return cents;
}
