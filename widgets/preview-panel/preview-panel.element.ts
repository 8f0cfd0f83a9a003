import { attributes, type PreviewPanelConfig } from './preview-panel.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { lazyElement } from '../../src/elements/define.ts';
import type { ElementDefinition } from '../../src/elements/element-definition.ts';
import type { ElementModule, MountedElement } from '../../src/elements/element-module.ts';
import { isStaff } from '../../src/platform/cookies.ts';

/**
 * The panel's code is staff-only. Each instance decides when it mounts: with a StaffAuthToken or CobraAuthToken
 * cookie it imports the panel chunk and renders it; without one it renders nothing and fetches nothing. The
 * decision is per mount, not per page, so an element added after a staff login still gets the panel.
 * @internal Test seam: the tests check the element loads this gate, not the panel chunk.
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

/** @internal Test seam: the translation and manifest tests read the definitions. */
export const previewPanelDefinition: ElementDefinition<typeof attributes> = {
  tag: 'preview-panel',
  attributes,
  load: () => Promise.resolve(staffOnly),
  hostStyles: ':host{display:contents}',
};

/** `<preview-panel>`; its public API (attributes, events, parts, custom properties) is declared in preview-panel.api.ts. */
export class PreviewPanelElement extends lazyElement(previewPanelDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'preview-panel': PreviewPanelElement;
  }
}
