import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run marks the page states axe found clean (test/e2e/global-setup.ts makes it, empty). */
    axeCleanDir: string;
  }
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own script, to put in a page. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, one line each. A page without frames runs axe-core itself, put in
 * the page once: `@axe-core/playwright` analyses each frame apart and finishes in a blank page it opens for the
 * purpose, twice the time for a page with one frame. A page with frames gets that (it reaches into them).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // No CSSOM preload: axe would rebuild the stylesheets linked in declarative shadow roots from `<style>`
  // elements, which the pages' CSP (style-src 'self') rightly blocks. Only css-orientation-lock reads it.
  let violations: Violation[];
  if (page.frames().length > 1) {
    // `options` replaces what `withTags` set, so it comes first.
    violations = (await new AxeBuilder({ page }).options({ preload: false }).withTags(AXE_TAGS).analyze())
      .violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    violations = await page.evaluate(axeInPage, AXE_TAGS);
  }
  return violations.map(violationLine);
}

export interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** A violation as a test failure names it: the rule, its help text and the elements' selectors. */
export function violationLine(violation: Violation): string {
  return `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;
}

/**
 * Runs axe-core, put in the page before (AXE_SOURCE), on the whole document with `tags`; sent to the page as its
 * source text, so whole. Also what the engines' tests run in Firefox and WebKit (test/engines/driver.ts).
 */
export async function axeInPage(tags: string[]): Promise<Violation[]> {
  const { violations } = await (
    window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
    }
  ).axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
    preload: false, // no CSSOM preload: see axeViolations
  });
  return violations.map(({ id, help, nodes }) => ({
    id,
    help,
    nodes: nodes.map((node) => ({ target: node.target })),
  }));
}

/*
 * axe's verdict on a page state, remembered for the run. axe is the browser tests' most expensive step (0.7 s on
 * a storefront page, 2.5 s on the kit gallery, most of some files' time), and many tests reach the same state: the
 * same page drawn the same way in a fresh context. What axe reads is the DOM (shadow roots included), the field
 * values, the styles it computes and what decides them: the stylesheets (their addresses carry their content's
 * hash), the viewport, the emulated media, the focus and the hover. A state whose fingerprint of all that was
 * found clean earlier in this run is clean again; any difference, however small, runs axe. A page with frames
 * always runs it (their documents are not in the fingerprint). The marks live in a directory of the run, so a
 * changed stylesheet of the next run is never judged by this one's verdicts.
 */

/** The page state's fingerprint (SHA-256 hex), or undefined where it cannot stand for the page (frames). */
export async function pageStateFingerprint(page: Page): Promise<string | undefined> {
  if (page.frames().length > 1) return undefined;
  return page.evaluate(async () => {
    // Hashing needs a secure context (loopback is one); elsewhere axe runs every time.
    if (!crypto.subtle) return undefined;
    // Addresses without the page's origin: each browser test file serves the demo on a port of its own, and the same
    // page loaded by two files (its preloads' absolute URLs) is the same state for axe.
    const origin = location.origin;
    const parts: string[] = [
      `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      ...[
        '(prefers-reduced-motion: reduce)',
        '(prefers-color-scheme: dark)',
        '(forced-colors: active)',
        '(prefers-contrast: more)',
        'print',
      ].map((query) => `${query}=${matchMedia(query).matches}`),
    ];
    const sheets = (root: Document | ShadowRoot) =>
      root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''));
    const walk = (node: Node, path: string): void => {
      if (node instanceof Element) {
        const attributes = [...node.attributes]
          .map(({ name, value }) => `${name}=${value.replaceAll(origin, '')}`)
          .join(' ');
        const state =
          node instanceof HTMLInputElement
            ? `value=${node.value} checked=${node.checked} indeterminate=${node.indeterminate}`
            : node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement
              ? `value=${node.value}`
              : '';
        const active = node.matches(':focus')
          ? ` :focus${node.matches(':focus-visible') ? '-visible' : ''}`
          : '';
        const hover = node.matches(':hover') ? ' :hover' : '';
        parts.push(`${path}<${node.localName} ${attributes} ${state}${active}${hover}>`);
        if (node.shadowRoot) {
          parts.push(`${path}#shadow ${sheets(node.shadowRoot).join('')}`);
          node.shadowRoot.childNodes.forEach((child, index) => walk(child, `${path}/s${index}`));
        }
      } else if (node.nodeType === Node.TEXT_NODE) {
        parts.push(`${path}"${node.nodeValue ?? ''}"`);
      }
      node.childNodes.forEach((child, index) => walk(child, `${path}/${index}`));
    };
    parts.push(`#document ${sheets(document).join('')}`);
    walk(document.documentElement, '');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\n')));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

/** Whether this page state was found clean earlier in the run. */
export function foundClean(fingerprint: string | undefined): boolean {
  return fingerprint !== undefined && existsSync(join(inject('axeCleanDir'), fingerprint));
}

/** Marks the page state clean for the rest of the run. */
export function markClean(fingerprint: string | undefined, label: string): void {
  if (fingerprint !== undefined) writeFileSync(join(inject('axeCleanDir'), fingerprint), `${label}\n`);
}
