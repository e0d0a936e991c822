import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called on Retry before the section renders again, e.g. to reset a query. */
  onReset?: () => void;
  message?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Keeps a failing section from taking the whole page down; Retry renders it again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Section failed to render', error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorPanel onRetry={this.reset} message={this.props.message} />;
    return this.props.children;
  }
}
