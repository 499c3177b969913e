import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/lib/use-dismiss';
import styles from './dropdown.module.css';

/** The look of an item of the list: a row the width of the list, its icon or flag before its text. */
export const dropdownItem = styles.item;

export interface DropdownProps {
  /** What the trigger shows; `triggerLabel` names it where that is not its name. */
  trigger: ReactNode;
  triggerLabel?: string;
  /** The trigger's own look (border, background, spacing) over the shared shape. */
  triggerClassName: string;
  listLabel: string;
  /** The list's own width. */
  listClassName: string;
  /** The side of the trigger the list lines up with. */
  align?: 'start' | 'end';
  /** Puts the focus back on the trigger once an item is chosen (the list then closes under the pointer). */
  refocus?: boolean;
  /** The list's items, each a button in an <li>: choosing one closes the list before it acts. */
  children: ReactNode;
}

/**
 * A header button that opens a list of choices below it (the account menu, the language list): the pointer
 * going down outside it or Escape closes it, and choosing an item closes it before acting.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  listLabel,
  listClassName,
  align = 'end',
  refocus = false,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.trigger} ${triggerClassName}`}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      {/* A choice closes the list before it acts: the capture phase reaches the list before the item. */}
      <ul
        id={listId}
        className={`${styles.list} ${listClassName} ${align === 'start' ? styles.alignStart : ''}`}
        hidden={!open}
        aria-label={listLabel}
        onClickCapture={(event) => {
          if (!(event.target as Element).closest('button')) return;
          setOpen(false);
          if (refocus) buttonRef.current?.focus();
        }}
      >
        {children}
      </ul>
    </div>
  );
}
