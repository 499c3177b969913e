import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './when-visible.module.css';

export interface WhenVisibleProps {
  children: ReactNode;
  /** Space held until the content arrives, so nothing below jumps when it does. */
  minHeight: number;
  /** How far below the screen the content starts loading. */
  rootMargin?: string;
}

/**
 * Renders its children (typically a lazy chunk) once the place they go is about to scroll into view.
 * Below-the-fold home sections use it so a first visit downloads only what is on the first screen. Where
 * the browser has no IntersectionObserver, the content renders at once.
 */
export function WhenVisible({ children, minHeight, rootMargin = '300px 0px' }: WhenVisibleProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = holder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const placeholder = <div className={styles.placeholder} style={{ minHeight }} aria-hidden="true" />;
  return (
    <div ref={holder}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>
  );
}
