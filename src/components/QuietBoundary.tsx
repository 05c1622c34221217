import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of its children when they throw: for optional parts of the frame (the
 * account area, the bell) that must never take the page, or the error page, down with them.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; onError?: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
