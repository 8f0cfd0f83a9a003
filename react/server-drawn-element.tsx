'use client';
import { createElement, useCallback, useState, useSyncExternalStore } from 'react';
import type { ElementParts } from './element-html.ts';

const neverChanges = () => () => {};

/**
 * The element as the server drew it, in a React app that renders on the server and moves between pages in the
 * browser (docs/guides/nextjs.md):
 * - on the server, the tag with its declarative shadow root (`<template shadowrootmode>`), which the browser's
 *   parser turns into the element's shadow root;
 * - hydrating that page, the tag alone: the parser took the template out of the light DOM, so React finds what it
 *   renders, and the element's script takes the shadow root over;
 * - mounted in the browser (a client navigation), the tag alone too, with the server's drawing put into its shadow
 *   root before the browser paints: shown at once, taken over by the element like the parser's, nothing fetched
 *   again, no inert template.
 */
export function ServerDrawnElement({ tag, attributes, shadow }: Omit<ElementParts, 'stylesheet'>) {
  // False on the server and while hydrating (React renders with the server's value then), true in the browser.
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  // Whether this element was first drawn in the browser; kept for its life.
  const [mountedInBrowser] = useState(inBrowser);
  // Runs when React attaches the element, before the browser paints.
  const drawServerHtml = useCallback(
    (element: HTMLElement | null) => {
      if (!mountedInBrowser || !element || shadow === undefined) return;
      // Defined, the element has attached its (empty) root; not yet, it takes this one when it upgrades.
      const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      // The renderer's own HTML (every text and value escaped), put where the parser would have put it.
      if (root.childNodes.length === 0) root.innerHTML = shadow;
    },
    [mountedInBrowser, shadow],
  );

  const { class: className, ...rest } = attributes;
  return createElement(
    tag,
    {
      ...rest,
      ...(className === undefined ? {} : { className }),
      ref: drawServerHtml,
      // Truthful: the element's own script writes its state (`data-state`) on the host before React hydrates.
      suppressHydrationWarning: true,
    },
    typeof document === 'undefined' && shadow !== undefined
      ? createElement('template', {
          shadowrootmode: 'open',
          // The one exception to the rule (docs/decisions/0100): the renderer's own output, every text and value
          // escaped, never content from elsewhere; React has no other way to write a declarative shadow root.
          // eslint-disable-next-line no-restricted-syntax
          dangerouslySetInnerHTML: { __html: shadow },
        })
      : null,
  );
}
