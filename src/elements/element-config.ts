import { resolveLanguage } from '../i18n/languages.ts';
import type { Site } from '../sites.ts';
import { attributeName, parseAttributes, type AttributeTypes } from './attributes.ts';
import type { ElementConfig, ElementDefinition } from './element-definition.ts';
import type { DrawnWith } from './wake/server-html.ts';

/*
 * An element's configuration: its attributes read by its own parsers plus the language it renders in, from the
 * host now or from what a server drew with.
 */

/** An element's config from its attribute texts (`attribute(name)`) and the languages around it. */
function readConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  attribute: (name: string) => string | null,
  documentLanguage: string | null,
): ElementConfig<Types> {
  const raw: Record<string, string | null> = {};
  for (const property of Object.keys(definition.attributes)) {
    raw[property] = attribute(attributeName(property));
  }
  const values = parseAttributes(definition.tag, definition.attributes, raw as never);
  const site = (values as { site?: Site }).site;
  const language = resolveLanguage({ element: attribute('lang'), document: documentLanguage, site });
  return { ...values, language };
}

export function hostConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  host: HTMLElement,
): ElementConfig<Types> {
  return readConfig(
    definition,
    (name) => host.getAttribute(name),
    document.documentElement.getAttribute('lang'),
  );
}

/** The config a server drew with: its attributes, in the language it resolved (the page's it was told). */
export function drawnConfig<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
  { attributes, language }: DrawnWith,
): ElementConfig<Types> {
  return readConfig(
    definition,
    (name) => (Object.hasOwn(attributes, name) ? attributes[name]! : null),
    language,
  );
}

export function sameConfig(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
