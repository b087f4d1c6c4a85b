import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { resetKey: unknown; fallback: (error: Error) => ReactNode; children: ReactNode };
type State = { error: Error | null };

/**
 * Third line of defence: a remote that loads but throws while rendering shows the fallback
 * panel in its own area only. `resetKey` changing (Retry, or navigating) clears the error.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remotes] a remote crashed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
