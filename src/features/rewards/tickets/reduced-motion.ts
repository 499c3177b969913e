import { useState } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Whether the member asked for less motion: the prize then shows at once, with nothing spinning. */
export function useReducedMotion(): boolean {
  const [reduced] = useState(prefersReducedMotion);
  return reduced;
}
