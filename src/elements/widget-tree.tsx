import { Component, StrictMode, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { Language } from '../i18n/languages.ts';
import type { Namespace } from '../i18n/translation-files.ts';
import { TranslationProvider } from '../i18n/provider.tsx';
import { report } from './report.ts';
import { RenderSnapshotContext, type RenderSnapshot } from './wake/render-snapshot.ts';

export interface WidgetProps<Config> {
  config: Config;
  /** The custom element itself: the target of the widget's events (absent on the server, never read there). */
  host: HTMLElement;
}

interface BoundaryProps {
  tag: string;
  /** The element's configuration, for the report. */
  config: object;
  children: ReactNode;
}

/** A widget that throws while rendering disappears alone, with one console error and one report; the page stays intact. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`<${this.props.tag}> stopped rendering after an error`, error, info.componentStack);
    report({ kind: 'render-failed' }, this.props.tag, this.props.config);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `onCommit` once the tree above it is on the page: after the first commit (or the hydration). */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

export interface WidgetTreeProps<Config> {
  tag: string;
  Widget: ComponentType<WidgetProps<Config>>;
  namespaces: readonly Namespace[];
  config: Config;
  host: HTMLElement;
  /** What the server rendered from: on the server, and when the browser hydrates its HTML. */
  snapshot?: RenderSnapshot;
  onCommit?: () => void;
}

/**
 * The one React tree of a widget, for the browser's render, the server's and the hydration of the server's:
 * the same tree on both sides is what makes `useId` and every node match.
 */
export function widgetTree<Config extends { language: Language }>({
  tag,
  Widget,
  namespaces,
  config,
  host,
  snapshot,
  onCommit,
}: WidgetTreeProps<Config>): ReactNode {
  return (
    <StrictMode>
      <WidgetErrorBoundary tag={tag} config={config}>
        <RenderSnapshotContext value={snapshot}>
          <TranslationProvider language={config.language} namespaces={namespaces}>
            <Committed onCommit={onCommit}>
              <Widget config={config} host={host} />
            </Committed>
          </TranslationProvider>
        </RenderSnapshotContext>
      </WidgetErrorBoundary>
    </StrictMode>
  );
}
