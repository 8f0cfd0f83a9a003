import r2wc from '@r2wc/core';
import { attributeName, type AttributeType, type AttributeTypes } from './attributes.ts';
import type { ElementDefinition } from './element-definition.ts';
import { lazyRenderer } from './lazy-renderer.ts';
import { pageGlobal, pageRegistry } from './registry.ts';
import { report } from './report.ts';

/**
 * The instance type of a defined element: an HTMLElement whose attributes are also string properties, and its
 * `release`.
 */
type StorefrontElement<Types extends AttributeTypes> = HTMLElement & {
  [Property in keyof Types]: Types[Property] extends AttributeType<boolean> ? boolean : string | undefined;
} & { readonly release: string };

export type StorefrontElementConstructor<Types extends AttributeTypes> = new () => StorefrontElement<Types>;

/**
 * Builds the custom element class for a definition. Nothing is imported until an instance connects.
 * Subclass the result to name the element's class; its API's texts are in widgets/<name>/<name>.api.ts.
 */
export function lazyElement<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
): StorefrontElementConstructor<Types> {
  // Every property a string, read by the renderer itself: the build keeps only r2wc's string transform
  // (scripts/vite-plugin-r2wc-strings.ts).
  const props = Object.fromEntries(Object.keys(definition.attributes).map((name) => [name, 'string']));
  // r2wc expects a React component; the lazy renderer never renders it, so the definition stands in.
  const renderer = lazyRenderer(definition);
  const Base = r2wc(definition as never, { shadow: 'open', props }, renderer);
  const observed = [...((Base as unknown as { observedAttributes: string[] }).observedAttributes ?? [])];

  class LazyElement extends (Base as unknown as { new (): HTMLElement }) {
    static get observedAttributes(): string[] {
      return [...observed, 'lang'];
    }

    /** The release of the bundle whose code this element runs. */
    get release(): string {
      return __SW_VERSION__;
    }

    /**
     * r2wc attaches the shadow root when the element is constructed. A server-rendered element has one already
     * (declarative shadow DOM), and attaching again would empty it: that root is kept as it is.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const base = Base.prototype as { attributeChangedCallback?: (...args: unknown[]) => void };
      base.attributeChangedCallback?.call(this, name, previous, value);
      // r2wc ignores empty and removed values and does not observe `lang`: read those ourselves.
      if (!value || name === 'lang') renderer.reread(this);
    }
  }
  // Boolean attributes as boolean properties, the HTML way (`hidden`, `disabled`): `false`, null and
  // undefined remove the attribute, anything else sets it. React 19 and Vue set properties on custom
  // elements, so `reduced={false}` must turn the footer's reduced mode off, not write reduced="false".
  for (const [property, type] of Object.entries(definition.attributes)) {
    if (type.kind !== 'boolean') continue;
    const attribute = attributeName(property);
    Object.defineProperty(LazyElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === false || value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, '');
      },
    });
  }
  return LazyElement as unknown as StorefrontElementConstructor<Types>;
}

/**
 * Defines each tag unless it already is: a second copy of the bundle on the page defines nothing twice,
 * throws nothing, and warns and reports once when its version differs from the copy that came first.
 * `window.storefrontWidgets.version` is the release of the elements in use: the first copy's.
 */
export function defineElements(elements: Record<string, CustomElementConstructor>): void {
  if (typeof customElements === 'undefined') return;
  const registry = pageRegistry();
  pageGlobal().version = registry.version;
  if (registry.version !== __SW_VERSION__ && !registry.warnedVersions.has(__SW_VERSION__)) {
    registry.warnedVersions.add(__SW_VERSION__);
    console.warn(
      `storefront-widgets ${__SW_VERSION__} was loaded on a page where ${registry.version} already defined ` +
        'the elements; the elements of that version stay in use. Load one copy of the script.',
    );
    report({ kind: 'releases-differ', definedBy: registry.version });
  }
  for (const [tag, element] of Object.entries(elements)) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
}
