import { Component, type ErrorInfo, type ReactNode } from 'react';
import { fieldEvent } from '../lib/field';
import { ErrorState } from '../ui/state/error-state';

interface Props {
  /** Changes when the route changes, so a crash on one page does not stick to the next. */
  resetKey: string;
  children: ReactNode;
  retryLabel: string;
  message: string;
  onBack: () => void;
  /** Called before the boundary clears, so the route can drop what failed (a lazy chunk). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** One per route: a crash shows a message with retry and back, never a white screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  // Set in the constructor, not as a class field: the field is lowered for Safari 14 with helpers
  // that would ship in the app shell.
  constructor(props: Props) {
    super(props);
    this.state = { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A failed chunk was reported as such: the reporter knows the same error and skips it here.
    fieldEvent('render', error);
    // Only the message and component stack: never the URL, which may once have held the identity.
    console.error('route crashed:', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        message={this.props.message}
        retryLabel={this.props.retryLabel}
        onRetry={() => {
          this.props.onRetry?.();
          this.setState({ error: null });
        }}
        onBack={this.props.onBack}
      />
    );
  }
}
