import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/first-paint';

/**
 * Renders its children only after the first paint (see useAfterFirstPaint). For parts below the fold or
 * hidden until hovered: whatever it wraps must have its space reserved or sit outside the flow, so its
 * arrival moves nothing on screen.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
