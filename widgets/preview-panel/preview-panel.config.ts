import type { ElementConfig } from '../../src/elements/element-definition.ts';

/** The attributes of `<preview-panel>`: none; it reads the staff cookie and the preview service. */
export const attributes = {};

/** What the `<preview-panel>` component renders from: the page language. */
export type PreviewPanelConfig = ElementConfig<typeof attributes>;
