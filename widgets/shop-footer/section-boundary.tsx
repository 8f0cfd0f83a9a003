import { Component, type ErrorInfo, type ReactNode } from 'react';

interface SectionBoundaryProps {
  /** Names the section in the console message ("legal links", "service group 3"). */
  section: string;
  children: ReactNode;
}

/**
 * One footer section that fails to render (hostile or broken content the checks at the boundary did not
 * foresee) is left out with one console error naming it; every other section, the legal links above all,
 * stays on the page.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`<shop-footer> left out its ${this.props.section}: ${reason}`);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
