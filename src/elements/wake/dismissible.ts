/**
 * A native `<details>` that also closes the way a menu's list does: on Escape (the focus goes back to its
 * summary) and on a press outside it. The country switcher's list is one: React attaches this once it runs,
 * and the loader attaches it to a server-rendered one (marked with {@link DISMISSIBLE_ATTRIBUTE}) before.
 * Opening and closing by click, Enter or Space is the browser's own, with or without JavaScript.
 */
export const DISMISSIBLE_ATTRIBUTE = 'data-dismissible';

/** Makes `details` close on Escape and on a press outside it; returns the function that stops it. */
export function dismissible(details: HTMLDetailsElement): () => void {
  const close = () => {
    details.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    event.stopPropagation();
    close();
    details.querySelector('summary')?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !event.composedPath().includes(details)) close();
  };
  details.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    details.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
  };
}

/** {@link dismissible} for every marked `<details>` in `root`; returns the function that stops them all. */
export function dismissibleIn(root: ShadowRoot): () => void {
  const stops = [...root.querySelectorAll<HTMLDetailsElement>(`details[${DISMISSIBLE_ATTRIBUTE}]`)].map(
    dismissible,
  );
  return () => {
    for (const stop of stops) stop();
  };
}
