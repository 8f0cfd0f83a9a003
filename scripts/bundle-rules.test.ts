import { describe, expect, it } from 'vitest';
import { bundleProblems, ENTRY, MAX_INDENTED_LINES, SERVER_ENTRY } from './bundle-rules.ts';

const MINIFIED = 'import{a as e}from"./x-AAAAAAAA.js";var t=()=>e(`a\n  b`);export{t};';
const CHUNK = 'chunks/react-mount-AAAAAAAA.js';

/** A build that passes every rule; each test breaks one thing. */
function build(overrides: Record<string, string> = {}, apiTexts: string[] = []): string[] {
  const files: Record<string, string> = {
    [ENTRY]: 'const l=()=>import("./chunks/react-mount-AAAAAAAA.js");export{l};',
    [CHUNK]: MINIFIED,
    'custom-elements.json': '{}',
    // The server renderer: Node code, indented and unhashed, as it is built.
    [SERVER_ENTRY]: 'export function renderElement() {\n  return "";\n}\n'.repeat(30),
    // The React framework entry: read by the host app's bundler, indented and unhashed, as it is built.
    'react/index.js': 'export function StorefrontElement() {\n  return null;\n}\n'.repeat(30),
    'assets/shop-footer-0123456789.css': '',
    'assets/country-switcher-0123456789.css': '',
    'assets/newsletter-signup-0123456789.css': '',
    ...overrides,
  };
  return bundleProblems(
    Object.keys(files).filter((file) => files[file] !== undefined),
    (file) => files[file]!,
    apiTexts,
  );
}

/** A call put together here, so that this file holds no call of eval or new Function (the hooks look for them). */
const call = (callee: string, argument: string) => `${callee}(${JSON.stringify(argument)})`;

describe('the bundle rules', () => {
  it('refuse a build without the server renderer or a stylesheet its HTML links to', () => {
    expect(build({ [SERVER_ENTRY]: undefined as never })).toEqual([
      `dist/${SERVER_ENTRY} (storefront-widgets/server) is missing`,
    ]);
    expect(build({ 'assets/country-switcher-0123456789.css': undefined as never })).toEqual([
      'dist/assets/ lacks a stylesheet of a server-rendered element',
    ]);
    expect(build({ [SERVER_ENTRY]: call('eval', '1') })).toEqual([
      `${SERVER_ENTRY} uses eval or new Function`,
    ]);
  });

  it('pass a minified production build', () => {
    expect(build()).toEqual([]);
  });

  it("refuse a browser script holding a text of an element's API module, not the server's or a short one", () => {
    const text = 'Address of the footer content JSON whose items it lists.';
    const apiTexts = [text, 'The form.'];
    expect(build({ [CHUNK]: `var d=${JSON.stringify(text)};var f="The form.";` }, apiTexts)).toEqual([
      `${CHUNK} holds a text of an element's API module ("${text.slice(0, 40)}…"): the browser must import only the parsers (\`.config.ts\`), never \`.api.ts\``,
    ]);
    expect(
      build(
        { [SERVER_ENTRY]: `${'export const d = 1;\n'.repeat(30)}const t = ${JSON.stringify(text)};` },
        apiTexts,
      ),
    ).toEqual([]);
    expect(build({}, apiTexts)).toEqual([]);
  });

  it('refuse React in the entry', () => {
    expect(build({ [ENTRY]: 'const r=Symbol.for("react.transitional.element");' })).toEqual([
      `${ENTRY} contains React (react.transitional.element); it must stay a loader`,
    ]);
  });

  it('refuse eval and new Function', () => {
    expect(build({ [CHUNK]: call('eval', '1') })).toEqual([`${CHUNK} uses eval or new Function`]);
    expect(build({ [CHUNK]: call('new Function', 'return 1') })).toEqual([
      `${CHUNK} uses eval or new Function`,
    ]);
  });

  it('refuse a development build', () => {
    expect(build({ [CHUNK]: 'import{jsxDEV as e}from"react/jsx-dev-runtime";' })).toEqual([
      `${CHUNK} was built for development (jsxDEV)`,
    ]);
  });

  it('refuse a build that kept its indentation, and allow the few indented lines of template literals', () => {
    const indented = (lines: number) =>
      `var d=class{\n${Array.from({ length: lines }, (_, i) => `\tx${i}=${i};`).join('\n')}\n}`;
    expect(build({ [CHUNK]: indented(MAX_INDENTED_LINES) })).toEqual([]);
    expect(build({ [CHUNK]: indented(MAX_INDENTED_LINES + 1) })).toEqual([
      `${CHUNK} is not minified (${MAX_INDENTED_LINES + 1} indented lines)`,
    ]);
  });

  it('refuse a chunk without a content hash, and the demo worker', () => {
    expect(build({ 'chunks/react-mount.js': MINIFIED, 'mockServiceWorker.js': MINIFIED })).toEqual([
      'chunks/react-mount.js has no content hash in its name',
      'mockServiceWorker.js has no content hash in its name',
      'msw worker shipped in dist/',
    ]);
  });

  it('refuse a build without the custom elements manifest', () => {
    expect(build({ 'custom-elements.json': undefined as never })).toEqual([
      'dist/custom-elements.json is missing',
    ]);
  });

  it("refuse an entry that does not preload the element chunks' imports", () => {
    const react = 'chunks/react-mount-AAAAAAAA.js';
    const withReact = { [react]: 'var e={createRoot(){}};export{e};' };
    // The loader imports an element chunk only: React would be found one round trip later.
    const bare = { ...withReact, 'chunks/footer-BBBBBBBB.js': MINIFIED };
    expect(
      build({ ...bare, [ENTRY]: 'const l=()=>import("./chunks/footer-BBBBBBBB.js");export{l};' }),
    ).toEqual([`${ENTRY} does not preload ${react}, the chunk with React`]);
    expect(
      build({
        ...withReact,
        [ENTRY]: 'const m=__SW_CHUNK_IMPORTS__;import("./chunks/react-mount-AAAAAAAA.js");',
      }),
    ).toEqual([`${ENTRY} still holds __SW_CHUNK_IMPORTS__: no chunk's imports are preloaded`]);
  });

  it('refuse an entry naming a chunk that is not in the build', () => {
    expect(
      build({
        [ENTRY]: 'const m={a:[`chunks/gone-CCCCCCCC.js`]};import("./chunks/react-mount-AAAAAAAA.js");',
      }),
    ).toEqual([`${ENTRY} names chunks/gone-CCCCCCCC.js, not in the build`]);
  });
});
