import { Component, type ReactNode } from 'react';

interface Props {
  onError(error: unknown): void;
  children: ReactNode;
}

/** One section that throws renders nothing; the rest of the page stays. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
