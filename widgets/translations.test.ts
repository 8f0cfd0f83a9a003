import { describe, expect, it } from 'vitest';
import { countrySwitcherDefinition } from './country-switcher/country-switcher.element.ts';
import { newsletterSignupDefinition } from './newsletter-signup/newsletter-signup.element.ts';
import { previewPanelDefinition } from './preview-panel/preview-panel.element.ts';
import previewPanelModule from './preview-panel/preview-panel.module.ts';
import { shopFooterDefinition } from './shop-footer/shop-footer.element.ts';

/**
 * The entry fetches an element's translation files together with its chunk (`translations`); the chunk then
 * renders with its module's `namespaces`. A file missing from the first list arrives late; one too many is
 * fetched for nothing.
 */
describe('translation files fetched with each chunk', () => {
  it.each([
    ['shop-footer', shopFooterDefinition],
    ['newsletter-signup', newsletterSignupDefinition],
    ['country-switcher', countrySwitcherDefinition],
  ] as const)('are the ones <%s> renders with', async (_tag, definition) => {
    const module = await definition.load();
    expect(module.namespaces).toBeDefined();
    expect(definition.translations).toEqual(module.namespaces);
  });

  it('are none for <preview-panel>: its code and texts are for staff only', () => {
    expect(previewPanelDefinition.translations).toBeUndefined();
    expect(previewPanelModule.namespaces).toEqual(['preview']);
  });
});
