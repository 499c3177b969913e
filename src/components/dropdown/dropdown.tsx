import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/lib/use-dismiss';
import styles from './dropdown.module.css';

export interface DropdownItem {
  key: string;
  content: ReactNode;
  onSelect: () => void;
  className?: string;
  /** The item's language, where it is named in its own (the language list). */
  lang?: string;
  /** Marks the item that stands for what is chosen now. */
  current?: boolean;
}

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
  items: readonly DropdownItem[];
  /** Puts the focus back on the trigger once an item is chosen (the list then closes under the pointer). */
  refocus?: boolean;
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
  items,
  refocus = false,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const listClasses = [styles.list, listClassName, align === 'start' ? styles.alignStart : ''];
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
      <ul id={listId} className={listClasses.join(' ')} hidden={!open} aria-label={listLabel}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={`${styles.item} ${item.className ?? ''}`}
              lang={item.lang}
              aria-current={item.current ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                if (refocus) buttonRef.current?.focus();
                item.onSelect();
              }}
            >
              {item.content}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
