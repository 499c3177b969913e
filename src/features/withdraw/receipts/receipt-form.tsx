import { useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button } from '@/components/button/button';
import { AmountField, FormAlert } from '@/components/money-form/money-fields';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { checkPictureFile, readAsDataUrl, type PictureProblem } from '@/lib/picture-file';
import { confirmReceipt, type ReceiptAnswer } from './confirm-withdrawal';
import type { Withdrawal } from '@/core/money-shapes';
import { useMoneyFailure } from '@/core/money-failure';
import { centsOf } from '@/core/money-input';
import { useMoneyFormat } from '@/core/money-format';
import { PictureField } from '@/components/picture-field/picture-field';
import styles from '../withdraw.module.css';

interface ReceiptValues {
  answer: ReceiptAnswer | '';
  receivedAmount: string;
}

const answers: readonly { value: ReceiptAnswer; label: TranslationKey; hint: TranslationKey }[] = [
  { value: 'RECEIVED', label: 'withdraw_answer_received', hint: 'withdraw_answer_received_hint' },
  { value: 'PARTLY_RECEIVED', label: 'withdraw_answer_partly', hint: 'withdraw_answer_partly_hint' },
  { value: 'NOT_RECEIVED', label: 'withdraw_answer_not_received', hint: 'withdraw_answer_not_received_hint' },
];

const proofKeys: Record<PictureProblem, TranslationKey> = {
  required: 'withdraw_proof_required',
  type: 'withdraw_proof_type',
  size: 'withdraw_proof_size',
};

/** Refusals that belong to one field. */
const proofByCode: Readonly<Record<string, TranslationKey>> = {
  'withdraw.proof.required': 'withdraw_proof_required',
  'withdraw.proof.invalid': 'withdraw_proof_unreadable',
  'withdraw.proof.tooLarge': 'withdraw_proof_size',
};

const messageByCode: Readonly<Record<string, TranslationKey>> = {
  'withdraw.confirm.closed': 'withdraw_confirm_closed',
};

interface ReceiptFormProps {
  withdrawal: Withdrawal;
  onAnswered: (withdrawal: Withdrawal) => void;
  /** The server will not take an answer any more: how the withdrawal stands is read again. */
  onClosed: (withdrawalNo: string) => Promise<void>;
}

/** Received, partly received (how much arrived) or not received (with a proof picture); one request. */
export function ReceiptForm({ withdrawal, onAnswered, onClosed }: ReceiptFormProps) {
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
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReceiptValues>({ defaultValues: { answer: '', receivedAmount: '' } });
  const answer = useWatch({ control, name: 'answer' });
  const typedReceived = useWatch({ control, name: 'receivedAmount' });
  const totalCents = Math.round(withdrawal.amount * 100);
  const receivedCents = centsOf(typedReceived);
  const remainingCents =
    receivedCents !== null && receivedCents < totalCents ? totalCents - receivedCents : null;
  const receivedLimits = { max: money((totalCents - 1) / 100), amount: money(withdrawal.amount) };

  // The form is read when the click comes, not while drawing: the check may focus the proof's input.
  const confirm = useExclusiveAction((event?: BaseSyntheticEvent) =>
    handleSubmit(async (values) => {
      setFailure(null);
      if (values.answer === '') {
        setError('answer', { message: t('withdraw_answer_required') });
        return;
      }
      let receivedAmount: number | undefined;
      if (values.answer === 'PARTLY_RECEIVED') {
        const cents = centsOf(values.receivedAmount);
        if (cents === null || cents >= totalCents) {
          setError(
            'receivedAmount',
            { message: t('withdraw_received_invalid', receivedLimits) },
            { shouldFocus: true },
          );
          return;
        }
        receivedAmount = cents / 100;
      }
      let proofImage: string | undefined;
      if (values.answer === 'NOT_RECEIVED') {
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
          await confirmReceipt({
            withdrawalNo: withdrawal.withdrawalNo,
            receiptStatus: values.answer,
            receivedAmount,
            proofImage,
          }),
        );
      } catch (error) {
        const code = isApiError(error) ? error.code : undefined;
        if (code === 'withdraw.receivedAmount.invalid') {
          setError(
            'receivedAmount',
            { message: t('withdraw_received_invalid', receivedLimits) },
            { shouldFocus: true },
          );
          return;
        }
        const proofKey = code ? proofByCode[code] : undefined;
        if (proofKey && values.answer === 'NOT_RECEIVED') {
          setProofError(t(proofKey));
          focusProof();
          return;
        }
        setFailure(await failureMessage(error));
        if (code === 'withdraw.confirm.closed') await onClosed(withdrawal.withdrawalNo);
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
