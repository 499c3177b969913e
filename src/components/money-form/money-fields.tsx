import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/field/text-field';

/** An amount as members type it: decimal keypad, nothing remembered by the browser. */
export const AmountField = forwardRef<HTMLInputElement, TextFieldProps>(function AmountField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" required {...props} />;
});

/**
 * The withdraw password that signs a money action: 6 to 15 letters and digits, hidden (with a show/hide
 * toggle when `reveal` names it), never remembered by the browser.
 */
export const WithdrawPasswordField = forwardRef<HTMLInputElement, TextFieldProps>(
  function WithdrawPasswordField(props, ref) {
    return (
      <TextField
        ref={ref}
        type="password"
        autoComplete="off"
        // The member centre's rule: 6 to 15 letters and digits (core/money-form/amount-limits checks it).
        maxLength={15}
        required
        {...props}
      />
    );
  },
);

/** Why the form was not sent, when it is not one field's: said at once to assistive technology. */
export function FormAlert({ text, className }: { text: string | null; className?: string }) {
  return text ? (
    <p className={className} role="alert">
      {text}
    </p>
  ) : null;
}
