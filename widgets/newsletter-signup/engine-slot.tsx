import { useLayoutEffect, useState } from 'react';
import type { SignupEngine, SignupEngineProps } from './signup-contract.ts';

/*
 * Where the sign-up form's rules render once their chunk arrives: the holder the form hands the arrival to
 * (`arrivedEngine`) and the one component that draws them (`EngineSlot`).
 */

/** The form's rules once they have arrived, for the one component that draws them (`EngineSlot`). */
export interface ArrivedEngine {
  get(): SignupEngine | undefined;
  arrive(engine: SignupEngine): void;
  subscribe(listener: () => void): () => void;
}

export function arrivedEngine(initial: SignupEngine | undefined): ArrivedEngine {
  let engine = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => engine,
    arrive(next) {
      engine = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Draws the rules once they arrive. Their arrival re-renders this slot alone: the form renders again only when
 * the rules hand it their binding, not once more before that (a pass over every field, a long task at 4x CPU
 * between the visitor's press and a ready form).
 */
export function EngineSlot({ engine, ...props }: SignupEngineProps & { engine: ArrivedEngine }) {
  const [Engine, setEngine] = useState(engine.get);
  // Subscribed before paint; rules that arrived between this slot's render and now are taken at once.
  useLayoutEffect(() => {
    const take = () => setEngine(() => engine.get());
    const unsubscribe = engine.subscribe(take);
    if (engine.get() !== Engine) take();
    return unsubscribe;
  }, [engine, Engine]);
  return Engine ? <Engine {...props} /> : null;
}
