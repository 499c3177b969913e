import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { amount } from '@/api/schemas/common';

/** The reference's integral.convertPoint (encrypted); payload and answer are our design. */
export const convertPoint = endpoint({
  name: 'convertPoints',
  link: relay('passwordCheck/MCS2_convertPoint'),
  moduleId: 'PTSYS3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'reference',
  response: z.object({ points: amount, amount }),
});

/** Points become balance in the main wallet; the answer says the points left and the amount credited. */
export function convertPoints(conversion: { points: number; withdrawPassword: string }) {
  return request(convertPoint, { data: conversion });
}
