import { createElement } from 'react';
import { preload } from 'react-dom';
import { splitElementHtml } from './element-html.ts';
import { ServerDrawnElement } from './server-drawn-element.tsx';

export interface StorefrontElementProps {
  /** One element's HTML from `renderElement` or the fragment handler (`createFragmentHandler`). */
  html: string;
}

/**
 * A React Server Component: the element `renderElement` drew, server-rendered with its declarative shadow root on
 * the first load, without a hydration mismatch, and shown at once after a client navigation (docs/guides/nextjs.md).
 */
export function StorefrontElement({ html }: StorefrontElementProps) {
  const { stylesheet, ...parts } = splitElementHtml(html);
  // After a client navigation the shadow root's stylesheet link is added in the browser: asked for with the page.
  if (stylesheet !== undefined) preload(stylesheet, { as: 'style' });
  return createElement(ServerDrawnElement, parts);
}
