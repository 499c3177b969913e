import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { byCode } from '@/api';
import { failureText } from '@/core/failure-text';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import type { Outcome } from './form-outcome';

export interface AccountFormOptions<V extends FieldValues> {
  /** The form's rules, built with the translated messages. */
  schema: z.ZodMiniType<V, V>;
  defaultValues: DefaultValues<V>;
  /** Server codes with a message of our own. */
  messages: Readonly<Record<string, TranslationKey>>;
  /** Refusals about one field: said on that field, which takes the focus. Others are the form's alert. */
  fieldByCode?: Readonly<Record<string, Path<V>>>;
  /** The field focused when the form opens (a security form opened by a click). */
  focusOnStart?: Path<V>;
  /** What the form says under itself when its rules stop a submit; by default only the fields speak. */
  invalidText?: string;
  /** The call and what follows it; resolves to what the form says about a success, if it says anything. */
  save: (values: V) => Promise<string | void>;
}

/**
 * A form of My account (the profile, the e-mail, mobile and withdraw password forms): react-hook-form with
 * its zod rules, one request however fast the clicks come, and a refusal said on its field or as the form's
 * alert, with every field kept as typed.
 */
export function useAccountForm<V extends FieldValues>(options: AccountFormOptions<V>) {
  const { schema, defaultValues, messages, fieldByCode, focusOnStart, invalidText, save } = options;
  const { t } = useTranslation();
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const { handleSubmit, setError, setFocus } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (focusOnStart) setFocus(focusOnStart);
  }, [focusOnStart, setFocus]);

  const refuse = (error: unknown) => {
    const text = failureText(t, error, messages);
    const field = byCode(fieldByCode, error);
    if (field) setError(field, { type: 'server', message: text }, { shouldFocus: true });
    else setOutcome({ ok: false, text });
  };

  const submit = useExclusiveAction(
    handleSubmit(
      async (values) => {
        setOutcome(null);
        try {
          const said = await save(values);
          if (said) setOutcome({ ok: true, text: said });
        } catch (error) {
          refuse(error);
        }
      },
      () => setOutcome(invalidText ? { ok: false, text: invalidText } : null),
    ),
  );

  return {
    form,
    outcome,
    /** For a step of the form's own (the mobile form's "Send code"). */
    setOutcome,
    refuse,
    /** The form's onSubmit. */
    submit: submit.run,
    busy: submit.busy,
  };
}
