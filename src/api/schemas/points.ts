import * as z from 'zod/mini';
import { amount, id, text } from './common';

/**
 * The points calls. Spec 2 leaves their payloads "not shown": these are the shapes of our design,
 * documented in mocks/README.md (MCS2_getPointBalance and the calls after it).
 */

export const pointBalance = z.object({ points: amount });

export const pointConfig = z.object({
  pointsRatio: amount,
  minConvertPoints: amount,
  exchangeRates: z._default(z.array(z.object({ points: amount, amount })), []),
  rules: text,
});
export type PointConfig = z.infer<typeof pointConfig>;

export const pointReward = z.object({
  rewardId: id,
  name: text,
  imageUrl: z.nullish(z.string()),
  pointsRequirement: amount,
  amountRequirement: amount,
  quantity: amount,
  remark: text,
});
export type PointReward = z.infer<typeof pointReward>;

export const pointRewards = z.object({ list: z._default(z.array(pointReward), []) });

export const redeemRecord = z.object({
  referenceNo: text,
  rewardId: id,
  rewardName: text,
  quantity: amount,
  points: amount,
  status: z.string(),
  applyTime: text,
});
export type RedeemRecord = z.infer<typeof redeemRecord>;

export const redeemPage = z.object({
  content: z._default(z.array(redeemRecord), []),
  pageNum: amount,
  totalPages: amount,
  totalCount: amount,
});

export const pointsRedeemed = z.object({ referenceNo: text, points: amount });

export const pointsConverted = z.object({ points: amount, amount });

/** One change of the member's points: signed (+ earned or returned, - spent), with the balance it left. */
export const pointDetail = z.object({
  changedPoints: amount,
  balanceAfter: amount,
  remark: text,
  createTime: text,
});
export type PointDetail = z.infer<typeof pointDetail>;

export const pointDetailPage = z.object({
  content: z._default(z.array(pointDetail), []),
  pageNum: amount,
  totalPages: amount,
  totalCount: amount,
});
