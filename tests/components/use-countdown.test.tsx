import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { useCountdown, useSecondsLeft } from '@/lib/use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountdown', () => {
  it('is idle at 0, counts down once started, and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);

    act(() => result.current.start(3));
    // The full count at once: a button never reads "ready" for a moment after a code is sent.
    expect(result.current.left).toBe(3);
    pass(999);
    expect(result.current.left).toBe(3);
    pass(1);
    expect(result.current.left).toBe(2);
    pass(2000);
    expect(result.current.left).toBe(0);
    pass(5000);
    expect(result.current.left).toBe(0);
  });

  it('starts again from the top when started again, and stop ends it at once', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    pass(10_000);
    expect(result.current.left).toBe(50);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    act(() => result.current.stop());
    expect(result.current.left).toBe(0);
    pass(2000);
    expect(result.current.left).toBe(0);
  });
});

describe('useSecondsLeft', () => {
  it('counts from the seconds an answer gave, afresh for each new answer', () => {
    const { result, rerender } = renderHook(({ seconds, since }) => useSecondsLeft(seconds, since), {
      initialProps: { seconds: 120, since: 1 },
    });
    expect(result.current).toBe(120);
    pass(30_000);
    expect(result.current).toBe(90);

    rerender({ seconds: 45, since: 2 });
    expect(result.current).toBe(45);
    pass(45_000);
    expect(result.current).toBe(0);
  });
});
