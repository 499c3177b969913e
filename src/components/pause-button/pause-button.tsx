export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** The name while moving ("Pause the banner") and while paused ("Play the banner"). */
  pauseLabel: string;
  playLabel: string;
  className?: string;
}

/**
 * The stop control every moving part of the portal offers (WCAG 2.2.2): its name says what a press does
 * next, and its icon shows pause bars while moving and a play triangle while stopped.
 */
export function PauseButton({ paused, onToggle, pauseLabel, playLabel, className }: PauseButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={paused ? playLabel : pauseLabel}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        {paused ? (
          <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
        ) : (
          <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
