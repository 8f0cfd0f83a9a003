import { useEffect, useRef, useState, type CSSProperties } from 'react';

/* -------------------------------------------------------------------------------------------------
 * Timing
 * -----------------------------------------------------------------------------------------------*/

/** A wave stays visible at least this long, even for the quickest click. */
export const RIPPLE_MIN_DURATION_MS = 250;

/**
 * How long a released wave takes to fade before it is removed; ripple.css fades over the same time.
 * @internal Test seam: the tests move the clock by it.
 */
export const RIPPLE_FADE_MS = 300;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/* -------------------------------------------------------------------------------------------------
 * Waves
 * -----------------------------------------------------------------------------------------------*/

type WaveState = 'in' | 'out';

interface Wave {
  id: number;
  /** The press point, relative to the host's top left corner, in px. */
  x: number;
  y: number;
  /** The diameter that reaches the host's farthest corner, in px. */
  size: number;
  state: WaveState;
}

/** Progress of one wave towards its fade: both the minimum time and the release must have happened. */
interface Hold {
  minimumShown: boolean;
  released: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

function isInert(host: Element): boolean {
  return host.matches(':disabled') || host.getAttribute('aria-disabled') === 'true';
}

function waveAt(host: Element, event: PointerEvent, id: number): Wave {
  const box = host.getBoundingClientRect();
  const x = event.clientX - box.left;
  const y = event.clientY - box.top;
  const radius = Math.hypot(Math.max(x, box.width - x), Math.max(y, box.height - y));
  return { id, x, y, size: 2 * radius, state: 'in' };
}

// Position through custom properties (CSSOM, allowed under `style-src 'self'`); ripple.css does the layout.
function waveStyle(wave: Wave): CSSProperties {
  return {
    '--_ripple-x': `${wave.x}px`,
    '--_ripple-y': `${wave.y}px`,
    '--_ripple-size': `${wave.size}px`,
  } as CSSProperties;
}

/* -------------------------------------------------------------------------------------------------
 * Ripple
 * -----------------------------------------------------------------------------------------------*/

/**
 * Visual press feedback for its parent element (the host): on a primary-button pointer press a wave grows
 * from the pointer position, stays at least `RIPPLE_MIN_DURATION_MS` (also for a fast click) and as long as
 * the pointer is held, then fades over `RIPPLE_FADE_MS` and is removed.
 *
 * - No wave when `prefers-reduced-motion: reduce` matches at press time, or when the host is `:disabled`
 *   or `aria-disabled="true"` (a loading button).
 * - Purely decorative: `aria-hidden`, no pointer events, no effect on layout.
 * - The host needs `position: relative` and clipping: Button and IconButton have both; any other element can
 *   take the `sw-ripple-host` class.
 */
export function Ripple() {
  const rootRef = useRef<HTMLSpanElement>(null);
  const [waves, setWaves] = useState<Wave[]>([]);

  useEffect(() => {
    const host = rootRef.current?.parentElement;
    if (!host) return;
    const holds = new Map<number, Hold>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let nextId = 0;

    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };

    const fade = (id: number) => {
      holds.delete(id);
      setWaves((all) => all.map((wave) => (wave.id === id ? { ...wave, state: 'out' } : wave)));
      later(RIPPLE_FADE_MS, () => setWaves((all) => all.filter((wave) => wave.id !== id)));
    };

    const press = (event: PointerEvent) => {
      if (event.button !== 0 || isInert(host) || prefersReducedMotion()) return;
      const wave = waveAt(host, event, nextId++);
      holds.set(wave.id, { minimumShown: false, released: false });
      setWaves((all) => [...all, wave]);
      later(RIPPLE_MIN_DURATION_MS, () => {
        const hold = holds.get(wave.id);
        if (!hold) return;
        hold.minimumShown = true;
        if (hold.released) fade(wave.id);
      });
    };

    const release = () => {
      for (const [id, hold] of holds) {
        hold.released = true;
        if (hold.minimumShown) fade(id);
      }
    };

    host.addEventListener('pointerdown', press);
    host.addEventListener('pointerup', release);
    host.addEventListener('pointercancel', release);
    host.addEventListener('pointerleave', release);
    return () => {
      host.removeEventListener('pointerdown', press);
      host.removeEventListener('pointerup', release);
      host.removeEventListener('pointercancel', release);
      host.removeEventListener('pointerleave', release);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return (
    <span ref={rootRef} className="sw-ripple" aria-hidden="true">
      {waves.map((wave) => (
        <span key={wave.id} className="sw-ripple__wave" data-state={wave.state} style={waveStyle(wave)} />
      ))}
    </span>
  );
}
