import { attributes, type PreviewPanelConfig } from './preview-panel.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import {
  lazyElement,
  type ElementDefinition,
  type ElementModule,
  type MountedElement,
} from '../../src/elements/define.ts';
import { isStaff } from '../../src/platform/cookies.ts';

/**
 * The panel's code is staff-only. Each instance decides when it mounts: with a StaffAuthToken or CobraAuthToken
 * cookie it imports the panel chunk and renders it; without one it renders nothing and fetches nothing. The
 * decision is per mount, not per page, so an element added after a staff login still gets the panel.
 */
export const staffOnly: ElementModule<PreviewPanelConfig> = {
  mount(target) {
    let config = target.config;
    let inner: MountedElement<PreviewPanelConfig> | undefined;
    let gone = false;
    if (isStaff()) {
      void importWithItsImports('preview-panel.module', () => import('./preview-panel.module.ts')).then(
        (module) => {
          if (!gone) inner = module.default.mount({ ...target, config });
        },
      );
    }
    return {
      update(next) {
        config = next;
        inner?.update(next);
      },
      unmount() {
        gone = true;
        inner?.unmount();
      },
    };
  },
};

export const previewPanelDefinition: ElementDefinition<typeof attributes> = {
  tag: 'preview-panel',
  attributes,
  load: () => Promise.resolve(staffOnly),
  hostStyles: ':host{display:contents}',
};

/**
 * The staff preview panel: a "Preview settings" button opening a modal to view the shop at a chosen date and time
 * and A/B test group. Shown only with a StaffAuthToken or CobraAuthToken cookie and a successful check-auth; for
 * anyone else it renders nothing and its code is never downloaded. While a preview is active, a badge beside the
 * button shows its date, time and A/B test group with an "End preview" exit, `<html data-sw-preview>` holds the
 * previewed ISO date-time, and the widgets push no `dataLayer` events.
 *
 * @summary Staff preview settings: date, time and A/B test group.
 * @tag preview-panel
 * @attr {string} lang - Page language of the panel; default `<html lang>`, then de-DE.
 * @cssprop --sw-color-activating - Colour of the "Preview settings" button.
 * @kitTokens Every kit token of src/ui/tokens.css applies.
 */
export class PreviewPanelElement extends lazyElement(previewPanelDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'preview-panel': PreviewPanelElement;
  }
}
