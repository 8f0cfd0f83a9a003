import type { ReactElement } from 'react';

/**
 * Small flags of the storefront countries, drawn here as simple geometry (national flags, no artwork files).
 * They are decorative: the country's name is always written beside them.
 */
const FLAGS: Record<string, ReactElement> = {
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="7" width="30" height="6" fill="#d00" />
      <rect y="13" width="30" height="7" fill="#ffce00" />
    </>
  ),
  at: (
    <>
      <rect width="30" height="20" fill="#c8102e" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
    </>
  ),
  ch: (
    <>
      <rect width="30" height="20" fill="#d52b1e" />
      <rect x="13" y="4" width="4" height="12" fill="#fff" />
      <rect x="9" y="8" width="12" height="4" fill="#fff" />
    </>
  ),
  pl: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#dc143c" />
    </>
  ),
  cz: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d7141a" />
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </>
  ),
  hu: (
    <>
      <rect width="30" height="7" fill="#ce2939" />
      <rect y="7" width="30" height="6" fill="#fff" />
      <rect y="13" width="30" height="7" fill="#477050" />
    </>
  ),
  sk: (
    <>
      <rect width="30" height="7" fill="#fff" />
      <rect y="7" width="30" height="6" fill="#0b4ea2" />
      <rect y="13" width="30" height="7" fill="#ee1c25" />
      <path
        d="M7 4h7v8c0 2.5-1.7 4-3.5 5C8.7 16 7 14.5 7 12z"
        fill="#ee1c25"
        stroke="#fff"
        strokeWidth="0.8"
      />
      <path d="M10.5 6v8M8.7 8.5h3.6M9.2 10.5h2.6" stroke="#fff" strokeWidth="0.9" />
    </>
  ),
  tr: (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.3" cy="10" r="4" fill="#e30a17" />
      <path d="M16.2 10l3.9-1.3-2.4 3.3V8l2.4 3.3z" fill="#fff" />
    </>
  ),
};

/** The flag for a `flagName` (de, at, ch, pl, cz, hu, sk, tr); nothing for an unknown name. */
export function Flag({ name }: { name: string | undefined }) {
  // Own keys only: content is untrusted, and `__proto__` or `constructor` must not find Object's members.
  const key = name?.toLowerCase();
  const shapes = key && Object.hasOwn(FLAGS, key) ? FLAGS[key] : undefined;
  if (!shapes) return null;
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  );
}
