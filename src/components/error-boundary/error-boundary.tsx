import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedChunks } from '@/lib/lazy-with-retry';

export interface ErrorBoundaryProps {
  /** Renders instead of the children after an error; `reset` tries the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Changing this value (e.g. the route path) clears a caught error. */
  resetKey?: unknown;
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches render errors so a broken part shows a friendly fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.failed) retryFailedChunks();
    return { resetKey: props.resetKey, error: null, failed: false };
  }

  /**
   * A part opened anew (a popup, a drawer) may ask again for code that failed before. Once mounted, not
   * while rendering: a failed part rendered again at once must show its failure, not ask again and again.
   */
  componentDidMount(): void {
    retryFailedChunks();
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  /** Tries the children again; a part whose code had failed to load asks for it anew. */
  reset = (): void => {
    retryFailedChunks();
    this.setState({ error: null, failed: false });
  };

  render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.state.error, this.reset);
    return this.props.children;
  }
}
