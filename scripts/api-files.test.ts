import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { booleanAttribute, siteAttribute } from '../src/elements/attributes.ts';
import { STOREFRONT_SITE, type DocumentedElement, type ElementApi } from '../src/elements/element-api.ts';
import { ELEMENT_APIS } from '../widgets/apis.ts';
import { fragmentUrlParameters } from '../server/fragment-request.ts';
import {
  apiFiles,
  DECLARATIONS,
  EVENT_MAP,
  FRAGMENTS_GUIDE,
  GUIDE,
  staleApiFiles,
  WRITE_COMMAND,
} from './api-files.ts';

/** The elements' APIs with one attribute's description changed, as an edit of an API module would. */
function withDescription(tag: string, property: string, description: string): DocumentedElement[] {
  return ELEMENT_APIS.map((element) =>
    element.tag !== tag
      ? element
      : {
          ...element,
          api: {
            ...element.api,
            attributes: {
              ...element.api.attributes,
              [property]: { ...element.api.attributes[property], description },
            },
          },
        },
  );
}

describe("an element's API module", () => {
  it("describes exactly the attributes its parsers read, and names an enumerated one's union (tsc checks)", () => {
    const parsers = { site: siteAttribute(), open: booleanAttribute() };
    type Api = ElementApi<typeof parsers>;
    const rest = {
      summary: '',
      description: '',
      lang: '',
      events: {},
      properties: {},
      cssParts: {},
      cssProperties: {},
      kitTokens: false,
    };
    const site = { type: STOREFRONT_SITE, description: 'Which shop.' };
    const open = { description: 'Whether it is open.' };
    const complete = { ...rest, attributes: { site, open } } satisfies Api;
    // @ts-expect-error `open` has a parser but no description
    const missing = { ...rest, attributes: { site } } satisfies Api;
    // @ts-expect-error no parser reads `closed`
    const extra = { ...rest, attributes: { site, open, closed: open } } satisfies Api;
    // @ts-expect-error `site` takes a fixed set of values: its union is named
    const unnamed = { ...rest, attributes: { site: { description: 'Which shop.' }, open } } satisfies Api;
    expect(Object.keys(complete.attributes)).toEqual(Object.keys(parsers));
    expect([missing, extra, unnamed]).toHaveLength(3);
  });
});

describe('the files written from the API modules (npm run api:write)', () => {
  it('are as widgets/*/*.api.ts write them', async () => {
    expect(await staleApiFiles()).toEqual([]);
  }, 30_000);

  it('are stale, saying what to run, once a description in an API module changes', async () => {
    const edited = withDescription('newsletter-signup', 'imageSrc', 'A picture above the form.');
    expect(await staleApiFiles(edited)).toEqual([
      `${DECLARATIONS} differs from what widgets/*/*.api.ts and openapi/storefront-services.yaml give: run ${WRITE_COMMAND}`,
      `${GUIDE} differs from what widgets/*/*.api.ts give: run ${WRITE_COMMAND}`,
      `schemas/newsletter-signup.json differs from what widgets/*/*.api.ts give: run ${WRITE_COMMAND}`,
    ]);
    const written = await apiFiles(edited);
    const changed = written.filter((file) => file.written !== file.current);
    expect(changed).toHaveLength(3);
    for (const file of changed) expect(file.written, file.path).toContain('A picture above the form.');
  }, 30_000);

  it("are stale once an event's detail changes: the map the code dispatches with follows the API module", async () => {
    const withDetail = (tag: string, detail: string) =>
      ELEMENT_APIS.map((element) =>
        element.tag !== tag
          ? element
          : {
              ...element,
              api: {
                ...element.api,
                events: {
                  ...element.api.events,
                  'shop-footer-view-change': { description: 'The view changed.', detail },
                },
              },
            },
      );
    const edited = withDetail('shop-footer', '{ view: string }');
    expect(await staleApiFiles(edited)).toEqual([
      `${DECLARATIONS} differs from what widgets/*/*.api.ts and openapi/storefront-services.yaml give: run ${WRITE_COMMAND}`,
      `${GUIDE} differs from what widgets/*/*.api.ts give: run ${WRITE_COMMAND}`,
      `${EVENT_MAP} differs from what widgets/*/*.api.ts give: run ${WRITE_COMMAND}`,
    ]);
    const eventMap = (await apiFiles(edited)).find((file) => file.path === EVENT_MAP)!;
    expect(eventMap.current).toContain("'shop-footer-view-change': CustomEvent<ShopFooterViewChangeDetail>;");
    expect(eventMap.written).toContain("'shop-footer-view-change': CustomEvent<{ view: string }>;");
    // One event, two elements, two details: the code could dispatch only one of them.
    const clash = ELEMENT_APIS.map((element) =>
      element.tag !== 'newsletter-signup'
        ? element
        : {
            ...element,
            api: {
              ...element.api,
              events: { 'newsletter-signup-success': { description: 'Signed up.', detail: '{}' } },
            },
          },
    );
    await expect(apiFiles(clash)).rejects.toThrow(/newsletter-signup-success: .* different details/);
  }, 30_000);

  it("are stale once a parser's values change: the schema lists the parser's, not a copy", async () => {
    const edited = ELEMENT_APIS.map((element) =>
      element.tag !== 'shop-footer'
        ? element
        : { ...element, attributes: { ...element.attributes, site: { ...siteAttribute(), values: ['DE'] } } },
    );
    expect(await staleApiFiles(edited)).toEqual([
      `schemas/shop-footer.json differs from what widgets/*/*.api.ts give: run ${WRITE_COMMAND}`,
    ]);
  }, 30_000);

  it("are stale once the contract's footer content changes: the published FooterContent is the schema's", async () => {
    const contract = parse(
      readFileSync(new URL('../openapi/storefront-services.yaml', import.meta.url), 'utf8'),
    ) as {
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    };
    const country = contract.components.schemas.InternationalItem!;
    country.properties.region = { type: 'string', description: 'The region it belongs to.' };
    country.required.push('region');
    expect(await staleApiFiles(ELEMENT_APIS, undefined, contract)).toEqual([
      `${DECLARATIONS} differs from what widgets/*/*.api.ts and openapi/storefront-services.yaml give: run ${WRITE_COMMAND}`,
    ]);
    const [types] = await apiFiles(ELEMENT_APIS, undefined, contract);
    expect(types!.written).toMatch(
      /export interface FooterCountry \{[^}]*\/\*\* The region it belongs to\. \*\/\n {2}region: string;\n\}/,
    );
  }, 30_000);

  it("are stale once what a fragment URL may set changes: the fragments guide lists the handler's rules", async () => {
    const rules = fragmentUrlParameters();
    const guide = (await apiFiles()).find((file) => file.path === FRAGMENTS_GUIDE)!;
    for (const name of [...rules.always, ...rules.whenAllowed, ...rules.never])
      expect(guide.current, name).toContain(`\`${name}\``);
    const edited = { ...rules, always: [...rules.always, 'sticky'], maxTextLength: 200 };
    expect(await staleApiFiles(ELEMENT_APIS, undefined, undefined, edited)).toEqual([
      `${FRAGMENTS_GUIDE} differs from what the fragment URL rules of server/fragment-request.ts give: run ${WRITE_COMMAND}`,
    ]);
    const written = (await apiFiles(ELEMENT_APIS, undefined, undefined, edited)).find(
      (file) => file.path === FRAGMENTS_GUIDE,
    )!.written;
    expect(written.replace(/\s+/g, ' ')).toContain('`lang`, `platform`, `sticky`), each with a value');
    expect(written).toContain('200 characters at most');
  }, 30_000);

  it("describe each attribute once: the published types and the embedding guide carry the API module's text", async () => {
    const [types, guide] = await apiFiles();
    for (const element of ELEMENT_APIS) {
      for (const { description } of Object.values(element.api.attributes) as { description: string }[]) {
        // The guide's table holds it on one line; the types wrap it in a comment.
        expect(guide!.written, `${element.tag}: ${description}`).toContain(description.replace(/\|/g, '\\|'));
        const words = description.split(/\s+/);
        expect(types!.written.replace(/\s+\*\s+/g, ' '), `${element.tag}: ${description}`).toContain(
          words.join(' '),
        );
      }
    }
  }, 30_000);
});
