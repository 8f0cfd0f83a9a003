import { describe, expect, it } from 'vitest';
import { attributeName } from '../src/elements/attributes.ts';
import { countrySwitcherDefinition } from '../widgets/country-switcher/country-switcher.element.ts';
import { newsletterSignupDefinition } from '../widgets/newsletter-signup/newsletter-signup.element.ts';
import { previewPanelDefinition } from '../widgets/preview-panel/preview-panel.element.ts';
import { shopFooterDefinition } from '../widgets/shop-footer/shop-footer.element.ts';
import { buildManifest, documentElements } from './manifest.ts';

const definitions = [
  countrySwitcherDefinition,
  newsletterSignupDefinition,
  shopFooterDefinition,
  previewPanelDefinition,
];

describe('the custom elements manifest', () => {
  const manifest = buildManifest();
  const declarations = manifest.modules.flatMap((module) => module.declarations);

  it('describes every defined element', () => {
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      definitions.map((definition) => definition.tag).sort(),
    );
  });

  it.each(definitions)('documents exactly the attributes <$tag> observes, plus lang', (definition) => {
    const declaration = declarations.find((candidate) => candidate.tagName === definition.tag);
    const documented = declaration?.attributes.map((attribute) => attribute.name).sort();
    const observed = [...Object.keys(definition.attributes).map(attributeName), 'lang'].sort();
    expect(documented).toEqual(observed);
    expect(declaration?.attributes.every((attribute) => attribute.description)).toBe(true);
  });

  it('reads summary, attributes, events, CSS properties and parts from JSDoc', () => {
    const [element] = documentElements(
      'x.element.ts',
      `/**
       * Long text.
       * @summary Short.
       * @tag x-demo
       * @attr {string} content-src - Where from.
       * @event {CustomEvent<{ origin: string }>} x-done - After it is done.
       * @cssprop --x-color - Colour.
       * @csspart base - The root.
       */
      export class XDemo extends HTMLElement {}`,
    );
    expect(element).toMatchObject({
      name: 'XDemo',
      tagName: 'x-demo',
      summary: 'Short.',
      description: 'Long text.',
      attributes: [{ name: 'content-src', type: { text: 'string' }, description: 'Where from.' }],
      members: [{ kind: 'field', name: 'contentSrc', attribute: 'content-src' }],
      events: [
        {
          name: 'x-done',
          type: { text: 'CustomEvent<{ origin: string }>' },
          description: 'After it is done.',
        },
      ],
      cssProperties: [{ name: '--x-color', description: 'Colour.' }],
      cssParts: [{ name: 'base', description: 'The root.' }],
    });
  });

  it('ignores classes without a @tag', () => {
    expect(documentElements('y.ts', '/** Just a class. */ export class Y {}')).toEqual([]);
  });
});
