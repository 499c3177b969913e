import { forwardRef, useId, type ChangeEvent } from 'react';
import { checkPictureFile, PICTURE_TYPES } from '@/lib/picture-file';
import field from '@/components/field/field.module.css';
import styles from './picture-field.module.css';

/** A chosen file and why it cannot be sent as a picture (png or jpg, at most 5 MB), or null when it can. */
export interface PictureChoice {
  file: File;
  problem: 'type' | 'size' | null;
}

export interface PictureFieldProps {
  label: string;
  /** The face of the file button ("Choose picture"). */
  chooseLabel: string;
  /** Beside the button: the picture chosen, or how many, or that there is none yet. */
  chosen: string;
  /** Under the field: what it takes, or what is wrong when `invalid`. */
  message: string;
  invalid?: boolean;
  required?: boolean;
  multiple?: boolean;
  /** Each file chosen, checked as it is chosen; the caller says a refusal in its own words. */
  onPick: (choices: PictureChoice[]) => void;
}

/**
 * Picks pictures to upload (a withdrawal's proof, an activity application's), checked on choosing. The
 * browser's own file button speaks the browser's language, not the site's: the native input stays
 * (focusable, and what assistive technology meets) but is drawn as our button and the choice beside it.
 */
export const PictureField = forwardRef<HTMLInputElement, PictureFieldProps>(function PictureField(
  { label, chooseLabel, chosen, message, invalid, required, multiple, onPick },
  ref,
) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file chosen again (after a removal, or a refusal) must fire a change.
    event.target.value = '';
    onPick(
      files.map((file) => {
        const problem = checkPictureFile(file);
        // 'required' is for no file at all; every file here is one.
        return { file, problem: problem === 'required' ? null : problem };
      }),
    );
  };
  return (
    <div className={field.field}>
      <span id={`${id}-label`} className={field.label} data-required={required ? '' : undefined}>
        {label}
      </span>
      <div className={styles.picker} data-invalid={invalid ? '' : undefined}>
        <input
          ref={ref}
          id={id}
          type="file"
          multiple={multiple}
          accept={PICTURE_TYPES.join(',')}
          className={styles.input}
          aria-labelledby={`${id}-label`}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-chosen ${id}-message`}
          onChange={choose}
        />
        <label htmlFor={id} className={styles.button}>
          {chooseLabel}
        </label>
        <span id={`${id}-chosen`} className={styles.chosen}>
          {chosen}
        </span>
      </div>
      <p id={`${id}-message`} className={invalid ? field.error : field.hint}>
        {message}
      </p>
    </div>
  );
});
