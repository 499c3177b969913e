export interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * What an action came to, said beside it: a success as a status (read when the reader pauses), a failure as
 * an alert (read at once). Server text stays text. The caller's classes give each its colour.
 */
export function ActionOutcome({
  outcome,
  classNames,
}: {
  outcome: Outcome | null;
  classNames: { ok?: string; failed?: string };
}) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? classNames.ok : classNames.failed} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
