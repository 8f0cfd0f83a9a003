import type { ReactElement } from 'react';

/*
 * The kit's icon set: original, simple line drawings on a 24 × 24 grid, drawn for this project (no brand
 * files copied; the social and platform marks are geometric sketches, not the companies' logos). Every shape
 * is stroked with the <svg>'s `currentColor` stroke set by <Icon>; the few solid dots opt into a fill.
 */

// A solid dot (the point of an "i" or "!"): filled, not stroked.
function Dot({ cx, cy, r = 1.25 }: { cx: number; cy: number; r?: number }) {
  return <circle cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />;
}

const ICON_SHAPES = {
  // Controls
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-up': <path d="m6 15 6-6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3.5 3.5l17 17" />
    </>
  ),

  // Status (each its own outline, so the type never rests on colour alone)
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <Dot cx={12} cy={7.5} />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 21.5 20h-19z" />
      <path d="M12 10v4.5" />
      <Dot cx={12} cy={17.25} />
    </>
  ),
  error: (
    <>
      <path d="M8.2 3h7.6L21 8.2v7.6L15.8 21H8.2L3 15.8V8.2z" />
      <path d="m9 9 6 6m0-6-6 6" />
    </>
  ),

  // Footer services
  payment: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  delivery: (
    <>
      <path d="M2 5h11v11H2z" />
      <path d="M13 9h4.5l3.5 3.5V16h-8" />
      <circle cx="6.5" cy="17.5" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  store: (
    <>
      <path d="M3.5 4h17l1 5.5h-19z" />
      <path d="M4.5 9.5V20h15V9.5" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  returns: (
    <>
      <path d="M4 4v5h5" />
      <path d="M4.6 9A8 8 0 1 1 4 12" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.4" />
      <Dot cx={12} cy={17} />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  'product-info': (
    <>
      <path d="M3 3h8l10 10-8 8L3 11z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  company: (
    <>
      <path d="M4 21V4h10v17M14 9h6v12M2 21h20" />
      <path d="M8 8h2M8 12h2M8 16h2M17 13h0M17 17h0" />
    </>
  ),

  // Social and app platforms: geometric sketches, not the marks themselves
  facebook: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8H14a2 2 0 0 0-2 2v11M9.5 13h5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <Dot cx={17} cy={7} r={1} />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 21l1.8-8.5" />
      <path d="M9.2 14a4 4 0 1 1 5 .8c-.8.4-1.6.4-2.2.2" />
    </>
  ),
  tiktok: (
    <>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.5 2.2 4 5 4.3" />
    </>
  ),
  apple: (
    <>
      <path d="M12 7.5c-1.5-1-4.5-1.3-6 1-1.8 2.8-.8 7.5 1.8 10.5 1.2 1.3 2.4 1.3 3.2.8.6-.3 1.4-.3 2 0 .8.5 2 .5 3.2-.8 2.6-3 3.6-7.7 1.8-10.5-1.5-2.3-4.5-2-6-1z" />
      <path d="M12 7.5c0-2 1.2-3.8 3-4.2" />
    </>
  ),
  android: (
    <>
      <path d="M4.5 17a7.5 7.5 0 0 1 15 0z" />
      <path d="M7.5 11 5.5 7.5M16.5 11l2-3.5" />
      <Dot cx={9.5} cy={14} r={1} />
      <Dot cx={14.5} cy={14} r={1} />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The name of an icon of the kit's set. */
export type IconName = keyof typeof ICON_SHAPES;

/** Every icon name, in the set's order (galleries and tests walk it). */
export const ICON_NAMES = Object.keys(ICON_SHAPES) as IconName[];

/** The drawing of one icon: the shapes inside a 24 × 24 `viewBox`, without the `<svg>` around them. */
export function iconShapes(name: IconName): ReactElement {
  return ICON_SHAPES[name];
}
