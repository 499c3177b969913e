import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text, tolerantList } from '@/api/schemas/common';
import { useMemberScope } from '@/core/account-scope';
import { cashierKey } from '@/core/money-keys';

const label = z.nullish(z.string());

/**
 * One field a bank's card asks for (spec 5 2.5, 71483373076): `cardItem` says what it is
 * (BANK_ACCOUNT_NUMBER, EMAIL, PHONE_NUMBER, LEGAL_NAME, CUSTOM...), `thirdPartyParamName` the name it is sent
 * under in `customFieldList`, and a list item (`bankCardTemplateSettingList`) offers choices, such as a PIX
 * key's type.
 */
const name = z._default(z.catch(z.nullish(z.string()), null), null);
const rule = z.catch(z.nullish(z.union([z.string(), z.number()])), null);

/** A choice of a list item, with its own rule (`customize*`, the bind page's customValidate, 71483373076 @~12,500). */
export const templateChoice = z.object({
  listKey: text,
  listLabel: z._default(text, ''),
  customizeExpression: rule,
  customizeMin: rule,
  customizeMax: rule,
});
export type TemplateChoice = z.infer<typeof templateChoice>;

export const templateSetting = z.object({
  cardItem: text,
  /** The text's name in `customFieldList` (types 1 and 3). */
  thirdPartyParamName: name,
  /** The choice's name in `customFieldList` (types 2 and 3). */
  thirdPartyParamNameOptions: name,
  /** 1 text, 2 a choice, 3 a choice and a text checked by the chosen item's rule. */
  type: z.catch(z.nullish(z.coerce.number()), null),
  customizeExpression: rule,
  customizeMin: rule,
  customizeMax: rule,
  bankCardTemplateSettingList: tolerantList(templateChoice),
  bankCardTemplateLanguage: tolerantList(
    z.object({ customizeName: label, customizeNameForOptions: z.optional(label) }),
  ),
});
export type TemplateSetting = z.infer<typeof templateSetting>;

/** `MCSFE_getBankTemplate {bankId: bankCode}` (spec 5 2.5, 71483373076; 70542479384 @~627,500). */
export const bankTemplate = endpoint({
  name: 'bankTemplate',
  link: relay('MCSFE_getBankTemplate'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '71483373076 @~9,500; 70542479384 @~627,500',
  response: z._default(
    z.nullable(
      z.object({
        templateId: z.optional(z.nullish(z.union([z.string(), z.number()]))),
        bankCardTemplateSettings: tolerantList(templateSetting),
      }),
    ),
    null,
  ),
});
export type BankTemplate = NonNullable<z.infer<typeof bankTemplate.response>>;

export const bankTemplateKey = [...cashierKey, 'bankTemplate'] as const;

export function useBankTemplate(bankCode: string) {
  const { scope, member, trial } = useMemberScope();
  return useQuery(
    queryOptions({
      queryKey: [...bankTemplateKey, scope, bankCode] as const,
      queryFn: async ({ signal }) =>
        (await request(bankTemplate, { params: { bankId: bankCode }, signal })) ?? {
          bankCardTemplateSettings: [],
        },
      enabled: member && !trial && bankCode !== '',
      staleTime: 5 * 60_000,
    }),
  );
}
