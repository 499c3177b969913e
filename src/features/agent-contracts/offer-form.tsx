import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { FormAlert } from '@/components/money-form/money-fields';
import fieldStyles from '@/components/field/field.module.css';
import { contractKinds, salaryPeriods, type ContractKindName, type OfferField } from './contract-pages';
import { useContractRequest } from './contract-request';
import styles from './contracts.module.css';

type OfferValues = { memberId: string; period: string } & Partial<Record<OfferField, string>>;

const rateFields: ReadonlySet<OfferField> = new Set(['rate', 'profitRate', 'lossRate', 'singleBetRate']);

function offerSchema(fields: readonly OfferField[]) {
  const number = (field: OfferField) =>
    z.string().check(
      z.refine((v) => v.trim() !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, {
        error: 'contract_field_required',
      }),
      z.refine((v) => !rateFields.has(field) || Number(v) <= 100, { error: 'contract_rate_max' }),
    );
  return z.object({
    memberId: z.string().check(z.minLength(1)),
    period: z.string(),
    ...Object.fromEntries(fields.map((f) => [f, number(f)])),
  });
}

/** A new contract for one direct downline: the kind's thresholds and rate as one tier. */
export function OfferForm({
  kind,
  downlines,
  onDone,
}: {
  kind: ContractKindName;
  downlines: readonly { memberId: number; account: string }[];
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const info = contractKinds[kind];
  const request = useContractRequest(kind);
  const form = useForm<OfferValues>({
    resolver: zodResolver(offerSchema(info.fields)) as never,
    defaultValues: {
      memberId: String(downlines[0]?.memberId ?? ''),
      period: 'DAILY',
      ...Object.fromEntries(info.fields.map((f) => [f, ''])),
    },
  });
  const errorOf = (name: OfferField) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message as 'contract_field_required') : undefined;
  };

  if (downlines.length === 0) return <p className={styles.empty}>{t('contract_offer_no_downline')}</p>;

  const submit = form.handleSubmit(async (values) => {
    const fields: Record<string, string> = { action: 'offer', memberId: values.memberId };
    if (info.hasPeriod) fields.period = values.period;
    for (const name of info.fields) fields[name] = String(values[name] ?? '').trim();
    await request.send(fields, () => {
      const account = downlines.find((d) => String(d.memberId) === values.memberId)?.account ?? '';
      onDone(t('contract_offer_sent', { account }));
      form.reset({ ...values, ...Object.fromEntries(info.fields.map((f) => [f, ''])) });
    });
  });

  return (
    <form
      className={styles.offer}
      aria-labelledby={`offer-${kind}-title`}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h4 id={`offer-${kind}-title`} className={styles.sectionTitle}>
        {t('contract_offer_title')}
      </h4>
      <div className={styles.offerGrid}>
        <div className={fieldStyles.field}>
          <label htmlFor={`offer-${kind}-member`} className={fieldStyles.label}>
            {t('contract_offer_downline')}
          </label>
          <select id={`offer-${kind}-member`} className={fieldStyles.input} {...form.register('memberId')}>
            {downlines.map((d) => (
              <option key={d.memberId} value={d.memberId}>
                {d.account}
              </option>
            ))}
          </select>
        </div>
        {info.hasPeriod ? (
          <div className={fieldStyles.field}>
            <label htmlFor={`offer-${kind}-period`} className={fieldStyles.label}>
              {t('contract_period')}
            </label>
            <select id={`offer-${kind}-period`} className={fieldStyles.input} {...form.register('period')}>
              {salaryPeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`contract_period_${p}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {info.fields.map((name) => (
          <TextField
            key={name}
            label={t(`contract_field_${name}`)}
            inputMode="decimal"
            required
            error={errorOf(name)}
            {...form.register(name)}
          />
        ))}
      </div>
      <FormAlert text={request.failed} className={styles.failed} />
      <div className={styles.actions}>
        <Button type="submit" busy={request.busy}>
          {t('contract_offer_send')}
        </Button>
      </div>
    </form>
  );
}
