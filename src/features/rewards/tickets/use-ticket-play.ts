import { useCallback, useEffect, useRef, useState } from 'react';
import { useExclusiveAction } from '@/lib/pending-action';
import { useRefreshMoney } from '@/core/money-keys';
import { openTicket } from './open-ticket';
import { useRefreshRewards } from '../rewards';
import { useReducedMotion } from './reduced-motion';
import { useRewardFailure } from '../reward-failures';

/**
 * ready: nothing asked yet. waiting: the open request is on its way (the wheel spins, the envelope and the
 * egg shake). landing: the answer is in and the animation is settling on it. won: the prize is said.
 * failed: the request failed; the member may try again.
 */
export type PlayPhase = 'ready' | 'waiting' | 'landing' | 'won' | 'failed';

export interface TicketPlay {
  phase: PlayPhase;
  /** What the answer says the ticket gave; null when it says nothing (the balance is read again). */
  prize: number | null;
  freeSpins: number | null;
  /** Prize wheel: the segment the server's answer stops the wheel on. */
  segmentIndex: number | null;
  failure: string | null;
  busy: boolean;
  play: () => void;
  /** The animation has come to rest on the prize: say it. */
  landed: () => void;
}

/** The longest a landing animation may take; past it the prize is said anyway (a hidden tab, say). */
export const LANDING_LIMIT_MS = 4000;

/**
 * Opening one ticket. The server decides the prize: the client only shows the answer. One request however
 * fast the clicks come; with reduced motion the prize is said as soon as the answer arrives.
 */
export function useTicketPlay(
  transactionId: string,
  type: string,
  /**
   * Called once the ticket is opened or its open failed, before the lists are read again (which leave an
   * opened ticket out): the card stays with what it says.
   */
  keep: () => void,
): TicketPlay {
  const reducedMotion = useReducedMotion();
  const refreshMoney = useRefreshMoney();
  const refreshRewards = useRefreshRewards();
  const failureText = useRewardFailure();
  const [phase, setPhaseState] = useState<PlayPhase>('ready');
  // The phase as of now, for the handlers: the rendered one may lag a click behind.
  const phaseNow = useRef<PlayPhase>('ready');
  const setPhase = useCallback((next: PlayPhase) => {
    phaseNow.current = next;
    setPhaseState(next);
  }, []);
  const [prize, setPrize] = useState<number | null>(null);
  const [freeSpins, setFreeSpins] = useState<number | null>(null);
  const [segmentIndex, setSegmentIndex] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Set while a prize is credited but the balance not yet read again, so leaving mid-animation still reads it.
  const unread = useRef(false);

  const settle = useCallback(() => {
    unread.current = false;
    void refreshMoney().catch(() => undefined);
    void refreshRewards();
  }, [refreshMoney, refreshRewards]);

  const action = useExclusiveAction(async () => {
    // A ticket opens once: after the answer only a failure may be tried again.
    if (phaseNow.current !== 'ready' && phaseNow.current !== 'failed') return;
    setFailure(null);
    setPhase('waiting');
    try {
      const opened = await openTicket(transactionId, type);
      keep();
      setPrize(opened.prize ?? null);
      setFreeSpins(opened.freeSpins ?? null);
      setSegmentIndex(opened.segmentIndex ?? null);
      unread.current = true;
      if (reducedMotion) {
        setPhase('won');
        settle();
      } else setPhase('landing');
    } catch (error) {
      keep();
      setFailure(await failureText(error));
      setPhase('failed');
    }
  });

  // The animation's end and the time limit may both come: the prize is said, and the balance read, once.
  const landed = useCallback(() => {
    if (phaseNow.current !== 'landing') return;
    setPhase('won');
    settle();
  }, [settle, setPhase]);

  useEffect(() => {
    if (phase !== 'landing') return undefined;
    const timer = window.setTimeout(landed, LANDING_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, landed]);

  useEffect(
    () => () => {
      if (unread.current) void refreshMoney().catch(() => undefined);
    },
    [refreshMoney],
  );

  return { phase, prize, freeSpins, segmentIndex, failure, busy: action.busy, play: action.run, landed };
}
