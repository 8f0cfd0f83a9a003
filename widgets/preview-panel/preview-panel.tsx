import { useLayoutEffect, useRef, useState } from 'react';
import { adoptStyleSheets, sharedStyleSheet } from '../../src/elements/styles.ts';
import { TranslationProvider, useLanguage } from '../../src/i18n/provider.tsx';
import { uiStyles } from '../../src/ui/all-styles.ts';
import styles from './preview-panel.css?inline';
import { StaffGate, type GateState } from './staff-gate.tsx';

/** The staff preview panel: shown to verified staff only; its own translations and styles, so any host can render it. */
export function PreviewPanel() {
  const language = useLanguage();
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<GateState>('checking');
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root instanceof ShadowRoot) {
      adoptStyleSheets(root, [sharedStyleSheet('ui', uiStyles), sharedStyleSheet('preview-panel', styles)]);
    }
  }, []);
  return (
    <div ref={anchor} className="sw-preview" data-state={state}>
      <TranslationProvider language={language} namespaces={['preview', 'ui']}>
        <StaffGate onState={setState} />
      </TranslationProvider>
    </div>
  );
}
