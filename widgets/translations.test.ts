import { describe, expect, it } from 'vitest';
import { previewPanelDefinition } from './preview-panel/preview-panel.element.ts';
import previewPanelModule from './preview-panel/preview-panel.module.ts';

/**
 * The entry fetches an element's translation files together with its chunk (`translations`), and the chunk renders
 * with its module's `namespaces`: both read one list, `<name>.namespaces.ts`. The staff panel is the exception.
 */
describe('translation files fetched with each chunk', () => {
  it('are none for <preview-panel>: its code and texts are for staff only', () => {
    expect(previewPanelDefinition.translations).toBeUndefined();
    expect(previewPanelModule.namespaces).toEqual(['preview']);
  });
});
