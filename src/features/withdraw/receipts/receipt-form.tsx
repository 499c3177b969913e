import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { AmountField, FormAlert } from '@/components/money-form/money-fields';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { checkPictureFile, readAsDataUrl, type PictureProblem } from '@/lib/picture-file';
import { fieldRules } from '@/core/money-form/field-rules';
import { useMoneyFailure } from '@/core/money-failure';
import { centsOf } from '@/core/money-input';
import { useMoneyFormat } from '@/core/money-format';
import { PictureField } from '@/components/picture-field/picture-field';
import type { C2cPayment } from './c2c-payments';
import { confirmC2c, type C2cAnswer } from './process-c2c';
import styles from '../withdraw.module.css';

interface ReceiptValues {
  answer: string;
  receivedAmount: string;
}

const answers: readonly { value: C2cAnswer; label: TranslationKey; hint: TranslationKey }[] = [
  { value: 'RECEIVED', label: 'withdraw_answer_received', hint: 'withdraw_answer_received_hint' },
  { value: 'PARTLY_RECEIVED', label: 'withdraw_answer_partly', hint: 'withdraw_answer_partly_hint' },
  { value: 'NOT_RECEIVED', label: 'withdraw_answer_not_received', hint: 'withdraw_answer_not_received_hint' },
];

const proofKeys: Record<PictureProblem, TranslationKey> = {
  required: 'withdraw_proof_required',
  type: 'withdraw_proof_type',
  size: 'withdraw_proof_size',
};

/** Refusals that belong to one field (processC2cTransaction's codes, our design: mocks/README.md). */
const proofByCode: Readonly<Record<string, TranslationKey>> = {
  'c2c.proof.required': 'withdraw_proof_required',
  'c2c.proof.invalid': 'withdraw_proof_unreadable',
  'c2c.proof.tooLarge': 'withdraw_proof_size',
};

/** Codes that end the answer: the payment is no longer the member's to confirm. */
const closedCodes = new Set(['c2c.confirm.closed', 'c2c.transaction.notFound']);

const messageByCode: Readonly<Record<string, TranslationKey>> = {
  'c2c.confirm.closed': 'withdraw_confirm_closed',
  'c2c.transaction.notFound': 'withdraw_confirm_closed',
  'c2c.status.invalid': 'withdraw_answer_required',
};

interface ReceiptFormProps {
  payment: C2cPayment;
  onAnswered: (payment: C2cPayment) => void;
  /** The server will not take an answer any more: how the payment stands is read again. */
  onClosed: (transactionId: string) => Promise<void>;
}

/** Received, partly received (how much arrived) or not received (with a proof picture); one request. */
export function ReceiptForm({ payment, onAnswered, onClosed }: ReceiptFormProps) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const failureMessage = useMoneyFailure(messageByCode);
  const answerErrorId = useId();
  const choiceId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The picture lives beside the form: a file is checked as it is chosen, which the form's own
  // re-validation on change would undo.
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const proofInput = useRef<HTMLInputElement>(null);
  const focusProof = () => proofInput.current?.focus();
  const totalCents = Math.round(payment.amount * 100);
  const receivedLimits = useMemo(
    () => ({ max: money((totalCents - 1) / 100), amount: money(payment.amount) }),
    [money, totalCents, payment.amount],
  );
  const schema = useMemo(
    () =>
      fieldRules<ReceiptValues>({
        answer: (typed) => (typed === '' ? t('withdraw_answer_required') : null),
        receivedAmount: (typed, values) => {
          if (values.answer !== 'PARTLY_RECEIVED') return null;
          const cents = centsOf(typed);
          return cents === null || cents >= totalCents
            ? t('withdraw_received_invalid', receivedLimits)
            : null;
        },
      }),
    [t, totalCents, receivedLimits],
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReceiptValues>({
    resolver: zodResolver(schema),
    defaultValues: { answer: '', receivedAmount: '' },
  });
  const answer = useWatch({ control, name: 'answer' });
  const typedReceived = useWatch({ control, name: 'receivedAmount' });
  const receivedCents = centsOf(typedReceived);
  const remainingCents =
    receivedCents !== null && receivedCents < totalCents ? totalCents - receivedCents : null;

  // The form is read when the click comes, not while drawing: the check may focus the proof's input.
  const confirm = useExclusiveAction((event?: BaseSyntheticEvent) =>
    handleSubmit(async (values) => {
      setFailure(null);
      const confirmStatus = values.answer as C2cAnswer;
      const receivedAmount =
        confirmStatus === 'PARTLY_RECEIVED' ? (centsOf(values.receivedAmount) ?? 0) / 100 : undefined;
      let proofImage: string | undefined;
      if (confirmStatus === 'NOT_RECEIVED') {
        const problem = checkPictureFile(proof);
        if (problem || !proof) {
          setProofError(t(proofKeys[problem ?? 'required']));
          focusProof();
          return;
        }
        try {
          proofImage = await readAsDataUrl(proof);
        } catch {
          setProofError(t('withdraw_proof_unreadable'));
          focusProof();
          return;
        }
      }
      try {
        onAnswered(
          await confirmC2c({
            transactionId: payment.transactionId,
            confirmStatus,
            receivedAmount,
            proofImage,
          }),
        );
      } catch (error) {
        const code = isApiError(error) ? error.code : undefined;
        if (code === 'c2c.receivedAmount.invalid') {
          setError(
            'receivedAmount',
            { message: t('withdraw_received_invalid', receivedLimits) },
            { shouldFocus: true },
          );
          return;
        }
        const proofKey = code ? proofByCode[code] : undefined;
        if (proofKey && confirmStatus === 'NOT_RECEIVED') {
          setProofError(t(proofKey));
          focusProof();
          return;
        }
        setFailure(await failureMessage(error));
        if (code && closedCodes.has(code)) await onClosed(payment.transactionId);
      }
    })(event),
  );

  return (
    <form className={styles.receiptForm} onSubmit={confirm.run} noValidate>
      <fieldset className={styles.choices} aria-describedby={errors.answer ? answerErrorId : undefined}>
        <legend className={styles.legend}>{t('withdraw_answer_question')}</legend>
        {answers.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              value={option.value}
              className={styles.radio}
              // The name is the choice alone; what it means is its description.
              aria-labelledby={`${choiceId}-${option.value}`}
              aria-describedby={`${choiceId}-${option.value}-hint`}
              {...register('answer', {
                onChange: () => {
                  clearErrors('answer');
                  // The file input is drawn anew when "Not received" comes back: so is its choice.
                  setProof(null);
                  setProofError(null);
                },
              })}
            />
            <span className={styles.choiceText}>
              <span id={`${choiceId}-${option.value}`} className={styles.choiceLabel}>
                {t(option.label)}
              </span>
              <span id={`${choiceId}-${option.value}-hint`} className={styles.choiceHint}>
                {t(option.hint)}
              </span>
            </span>
          </label>
        ))}
        {errors.answer ? (
          <p id={answerErrorId} className={styles.fieldError}>
            {errors.answer.message}
          </p>
        ) : null}
      </fieldset>
      {answer === 'PARTLY_RECEIVED' ? (
        <div className={styles.partly}>
          <AmountField
            label={t('withdraw_received_amount')}
            hint={t('withdraw_received_hint', receivedLimits)}
            error={errors.receivedAmount?.message}
            {...register('receivedAmount')}
          />
          <dl className={styles.remaining}>
            <dt>{t('withdraw_remaining')}</dt>
            <dd>{remainingCents === null ? t('withdraw_remaining_unknown') : money(remainingCents / 100)}</dd>
          </dl>
        </div>
      ) : null}
      {answer === 'NOT_RECEIVED' ? (
        <PictureField
          ref={proofInput}
          label={t('withdraw_proof')}
          chooseLabel={t('withdraw_proof_choose')}
          chosen={proof?.name ?? t('withdraw_proof_none')}
          message={proofError ?? t('withdraw_proof_hint')}
          invalid={proofError !== null}
          required
          onPick={([choice]) => {
            setProof(choice?.file ?? null);
            // Said as soon as the file is chosen; no file is only a problem when confirming.
            setProofError(choice?.problem ? t(proofKeys[choice.problem]) : null);
          }}
        />
      ) : null}
      <Button type="submit" busy={confirm.busy} className={styles.confirmButton}>
        {t('withdraw_confirm')}
      </Button>
      <FormAlert text={failure} className={styles.failure} />
    </form>
  );
}
