import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { amount } from '@/api/schemas/common';
import { pointsRelay } from './points-relay';

/** Points into cash (encrypted, the member centre's convertPoint); payload and answer are our design. */
export const convertPoint = endpoint({
  name: 'convertPoints',
  ...pointsRelay('convertPoint', 'passwordCheck/'),
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '44714497568; 70542479384 @~223,800',
  response: z.object({ points: amount, amount }),
});

/** Points become balance in the main wallet; the answer says the points left and the amount credited. */
export function convertPoints(conversion: { points: number; withdrawPassword: string }) {
  return request(convertPoint, { data: conversion });
}
