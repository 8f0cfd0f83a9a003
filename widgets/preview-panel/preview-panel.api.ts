/**
 * The public API of `<preview-panel>`, declared once (it has no attributes of its own). `npm run api:write`
 * writes the published types and the embedding guide's tables from it; the build writes
 * dist/custom-elements.json. Never imported by the browser bundle.
 */
import { RELEASE_PROPERTY, type ElementApi } from '../../src/elements/element-api.ts';
import type { attributes } from './preview-panel.config.ts';

export const api = {
  summary: 'Staff preview settings: date, time and A/B test group.',
  description:
    'The staff preview panel: a "Preview settings" button opening a modal to view the shop at a chosen date and ' +
    'time and A/B test group. Shown only with a StaffAuthToken or CobraAuthToken cookie and a successful ' +
    'check-auth; for anyone else it renders nothing and its code is never downloaded. While a preview is active, ' +
    'a badge beside the button shows its date, time and A/B test group with an "End preview" exit, ' +
    '`<html data-sw-preview>` holds the previewed ISO date-time, and the widgets push no `dataLayer` events.',
  attributes: {},
  lang: 'Language of the panel; default `<html lang>`, then de-DE.',
  events: {},
  properties: { release: RELEASE_PROPERTY },
  cssParts: {},
  cssProperties: {
    '--sw-color-activating': { description: 'Colour of the "Preview settings" button.' },
  },
  kitTokens: true,
} satisfies ElementApi<typeof attributes>;
