import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { claimNeedsDetail } from '@/core/reward-claim-refusal';

const refusal = (code: string, value: unknown) =>
  new ApiError('server', 'claimIssuedPromotion', { code, status: 200, message: 'refused', value });

describe("a claim refused for a missing detail (spec 5, 2.8's prom.claim.req.field)", () => {
  it('names a verified mobile when the data says so, in one name or a list', () => {
    expect(claimNeedsDetail(refusal('prom.claim.req.field', { data: 'required.mobile_no_verified' }))).toBe(
      'reward_claim_needs_mobile',
    );
    expect(claimNeedsDetail(refusal('PROM.CLAIM.REQ.FIELD', { data: ['x', 'required.email_add'] }))).toBe(
      'reward_claim_needs_email',
    );
  });

  it('asks for the details in general when the data names nothing known, and is silent on other codes', () => {
    expect(claimNeedsDetail(refusal('prom.claim.req.field', null))).toBe('reward_claim_needs_field');
    expect(
      claimNeedsDetail(refusal('prom.claim.expired', { data: 'required.mobile_no_verified' })),
    ).toBeNull();
  });
});
