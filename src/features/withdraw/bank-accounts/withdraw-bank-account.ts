/** The digits a masked number shows (`****5678` -> `5678`), for a name that reads well aloud. */
export function visibleDigits(maskedNumber: string): string {
  return maskedNumber.replace(/[^\d]/g, '');
}
