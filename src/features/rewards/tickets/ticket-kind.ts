/** The ticket types this page knows how to show; another type still opens, as a plain ticket. */
export const TICKET_TYPES = ['PRIZE_WHEEL', 'RED_ENVELOPE', 'GOLDEN_EGG', 'FREE_SPIN'] as const;
export type TicketKind = (typeof TICKET_TYPES)[number] | 'other';

export function ticketKind(type: string): TicketKind {
  return (TICKET_TYPES as readonly string[]).includes(type) ? (type as TicketKind) : 'other';
}

/** Full turns the wheel makes while it slows down onto the prize. */
const LANDING_TURNS = 6;

/**
 * The wheel's final rotation (degrees, clockwise) that brings the middle of segment `index` under the
 * pointer at the top.
 */
export function landingAngle(index: number, count: number): number {
  const segment = 360 / Math.max(count, 1);
  return LANDING_TURNS * 360 - (index + 0.5) * segment;
}
