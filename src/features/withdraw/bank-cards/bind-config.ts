import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

/** A proof asked for: builds send booleans, 1/0 or "Y"/"N". */
const asked = z.pipe(
  z.catch(z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()])), false),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y'),
);

/**
 * What binding a card asks for (spec 5 2.5, 71483373076; 70542479384 @~627,500): the withdraw password
 * (`paymentPassword`; typed twice where `validatePaymentPassword`), an SMS code (`mobileNum`), a GA code
 * (`authCode`); `shouldBindGA`: the member must bind Google Authenticator first.
 */
export const bindConfig = endpoint({
  name: 'bankCardBindConfig',
  link: '/wps/v2/member/bankCards/bindConfig',
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71483373076; 70542479384 @~627,500',
  response: z.object({
    shouldBindGA: asked,
    validate: z._default(
      z.catch(
        z.object({
          authCode: asked,
          paymentPassword: asked,
          validatePaymentPassword: asked,
          mobileNum: asked,
        }),
        { authCode: false, paymentPassword: true, validatePaymentPassword: false, mobileNum: false },
      ),
      { authCode: false, paymentPassword: true, validatePaymentPassword: false, mobileNum: false },
    ),
  }),
});
export type BindConfig = z.infer<typeof bindConfig.response>;

export const bindConfigKey = [...cashierKey, 'bankCardBindConfig'] as const;

export function useBindConfig() {
  const { scope, member, trial } = useMemberScope();
  return useQuery(
    queryOptions({
      queryKey: [...bindConfigKey, scope] as const,
      queryFn: ({ signal }) => request(bindConfig, { signal }),
      enabled: member && !trial,
      staleTime: 0,
    }),
  );
}
