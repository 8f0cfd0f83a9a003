import { reactElement } from '../../src/elements/react-mount.tsx';
import type { PreviewPanelConfig } from './preview-panel.config.ts';
import { PreviewPanel } from './preview-panel.tsx';

/** The chunk a `<preview-panel>` loads, and only for staff. PreviewPanel adopts its own styles. */
export default reactElement<PreviewPanelConfig>({
  tag: 'preview-panel',
  component: PreviewPanel,
  styles: '',
  namespaces: ['preview'],
});
