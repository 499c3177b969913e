import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { byCode } from '@/api';
import { useExclusiveAction } from '@/lib/pending-action';
import type { fieldRules, TextValues } from './field-rules';

/** A refusal said on one field: by the failure's own message, or by one the form words itself. */
export type FieldRefusal<V> = Path<V> | { field: Path<V>; message: string };

export type MoneyStep<V, A> =
  { kind: 'form' } | { kind: 'confirm'; values: V } | { kind: 'done'; values: V; answer: A };

export interface MoneyFormOptions<V extends TextValues<V>, A> {
  /** The form's rules (fieldRules), built with the translated messages. */
  schema: ReturnType<typeof fieldRules<V>>;
  defaultValues: V;
  /** The field a return to the form (Back, "again") puts the focus on: the amount. */
  firstField: Path<V>;
  /** Whether the checked form goes to a confirmation first (Confirm sends), or is sent at once. */
  confirmFirst: boolean;
  /** The one request, sent once per click. */
  send: (values: V) => Promise<A>;
  /** What follows a success (the money read again, the points shown); its own failure is not the action's. */
  afterSend?: (answer: A, values: V) => Promise<unknown> | void;
  /**
   * What a failure says: useMoneyFailure or useActionFailure, which re-read the money before speaking when
   * the answer was lost, so the member looks before trying again and nothing is paid twice.
   */
  failure: (error: unknown) => Promise<string>;
  /** Server codes said on a field, which takes the focus when the form is back. */
  refusals?: Readonly<Record<string, FieldRefusal<V>>>;
  /** Why the checked form cannot be sent now (no account to receive it, say), said as the form's alert. */
  blocked?: (values: V) => string | null;
  /** Emptied after a success: a withdraw password does not stay in the page. */
  resetOnDone?: boolean;
  /** Puts the focus on the first field when the form first shows (a form opened by a click). */
  focusOnStart?: boolean;
}

/**
 * The money-action form: react-hook-form with the zod rules, a confirmation step where asked, one request
 * however fast the clicks come (decision 017), server refusals on their fields with every field kept as typed,
 * and a lost answer that re-reads the money before it is said (decision 018).
 */
export function useMoneyForm<V extends TextValues<V>, A>(options: MoneyFormOptions<V, A>) {
  const { schema, defaultValues, firstField, confirmFirst, send, afterSend, failure, refusals } = options;
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const { setError, setFocus, reset } = form;
  const [step, setStep] = useState<MoneyStep<V, A>>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  // The field to focus once the form is on screen again (it is gone while the confirmation shows).
  const focusNext = useRef<Path<V> | null>(options.focusOnStart ? firstField : null);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (step.kind !== 'form' || !focusNext.current) return;
    setFocus(focusNext.current);
    focusNext.current = null;
  }, [step, focusTick, setFocus]);

  const focusWhenBack = useCallback((field: Path<V>) => {
    focusNext.current = field;
    setFocusTick((tick) => tick + 1);
  }, []);

  const deliver = async (values: V) => {
    setAlert(null);
    // A new request puts the last one's result away; a confirmation stays up while its request is sent.
    setStep((current) => (current.kind === 'done' ? { kind: 'form' } : current));
    const reason = options.blocked?.(values) ?? null;
    if (reason) {
      setAlert(reason);
      return;
    }
    try {
      const answer = await send(values);
      if (options.resetOnDone) reset(defaultValues);
      setStep({ kind: 'done', values, answer });
      await Promise.resolve(afterSend?.(answer, values)).catch(() => undefined);
    } catch (error) {
      const text = await failure(error);
      const refusal = byCode(refusals, error);
      setStep({ kind: 'form' });
      if (!refusal) {
        setAlert(text);
        return;
      }
      const field = typeof refusal === 'string' ? refusal : refusal.field;
      setError(field, { type: 'server', message: typeof refusal === 'string' ? text : refusal.message });
      focusWhenBack(field);
    }
  };

  // Without a confirmation the submit itself is the one action per click; with one, only Confirm is.
  const sendNow = useExclusiveAction((event?: BaseSyntheticEvent) => form.handleSubmit(deliver)(event));
  const proceed = form.handleSubmit((values) => {
    setAlert(null);
    setStep({ kind: 'confirm', values });
  });
  const confirm = useExclusiveAction(async () => {
    if (step.kind === 'confirm') await deliver(step.values);
  });

  const toForm = () => {
    setStep({ kind: 'form' });
    focusWhenBack(firstField);
  };

  return {
    form,
    step,
    alert,
    /** The form's onSubmit: to the confirmation, or the request itself. */
    submit: confirmFirst ? (event?: BaseSyntheticEvent) => void proceed(event) : sendNow.run,
    /** Whether the request is under way (the submit's or Confirm's button shows it). */
    busy: confirmFirst ? confirm.busy : sendNow.busy,
    confirm: confirm.run,
    /** Back from the confirmation, or a new action after one is done: every field as it stands. */
    toForm,
  };
}
