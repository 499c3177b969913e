import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure, text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/**
 * `MCSFE_getWithdrawTransactionReport`: the member's withdrawals, `value {records[], footer[0].amount}`
 * (spec 5 2.5, 70542479384 @~702,300). The record's fields are our design: the sources read only the list
 * and the footer's total.
 */
export const withdrawReport = endpoint({
  name: 'withdrawReport',
  link: relay('MCSFE_getWithdrawTransactionReport'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~702,300',
  response: z.object({
    records: tolerantList(
      z.object({
        transactionId: text,
        amount: figure,
        fee: figure,
        status: text,
        bankName: text,
        cardNumber: text,
        createdAt: text,
        /** Our design: where the member's receipt confirmation stands (withdraw-status.ts). */
        receiptStatus: z.optional(text),
      }),
    ),
    footer: z.pipe(
      z.optional(z.nullish(z.array(z.object({ amount: figure })))),
      z.transform((rows) => rows ?? []),
    ),
    totalPages: z._default(z.coerce.number(), 1),
  }),
});
export type WithdrawRecord = z.infer<typeof withdrawReport.response>['records'][number];

// Under the withdrawals' key: whatever reads the withdrawals again (a receipt answered) reads the history too.
export const withdrawReportKey = [...cashierKey, 'withdrawals', 'report'] as const;

/** Rows per page of the history: the centre is a dialog, a short page reads best there. */
export const REPORT_PAGE_SIZE = 5;

/** One page of the member's withdrawals; the previous page stays on screen while the next one comes. */
export function useWithdrawReport(pageNo: number) {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...withdrawReportKey, scope, pageNo] as const,
    queryFn: ({ signal }) =>
      request(withdrawReport, { params: { pageNo, pageSize: REPORT_PAGE_SIZE }, signal }),
    enabled: member && !trial,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
