import { Component, type ReactNode } from 'react';
import { LazyLoadError } from './lazy-with-retry';

interface PanelLoadBoundaryProps {
  children: ReactNode;
  /** The panel's code could not be fetched; it renders nothing until mounted again. */
  onLoadError: () => void;
}

interface PanelLoadBoundaryState {
  error: Error | null;
}

/**
 * Catches a lazy panel whose code failed to load, so the page around it stays, and lets the
 * next mount fetch it again. Any other error is a bug in the panel: it goes on to the route's
 * error element as before.
 */
export class PanelLoadBoundary extends Component<PanelLoadBoundaryProps, PanelLoadBoundaryState> {
  override state: PanelLoadBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): PanelLoadBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (!(error instanceof LazyLoadError)) return;
    error.allowRetry();
    this.props.onLoadError();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof LazyLoadError) return null;
    throw error;
  }
}
