import { within } from '@testing-library/react';
import { FAILURE_MODES, type ModeId } from './modes.ts';

/**
 * The shapes of the failure matrix: one endpoint entry per (endpoint, consumer) of the product, each saying
 * how its call is made and what the visitor (or the caller of a typed client) is left with afterwards.
 */

/** The test file that runs an entry: the matrix is split so the files run in parallel. */
export type Suite = 'newsletter' | 'footer' | 'preview' | 'services';
export const SUITES: readonly Suite[] = ['newsletter', 'footer', 'preview', 'services'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Shared by the steps of one run of one entry. */
export interface MatrixContext {
  element?: HTMLElement;
  view?: ReturnType<typeof within>;
  /** Anything an entry keeps between its steps (a pending promise, collected results). */
  data: Record<string, unknown>;
  /** The mode being run; `undefined` for the control run against the reference backend. */
  mode: ModeId | undefined;
}

export interface EndpointEntry<Observation> {
  /** A sentence subject: "the newsletter form's sign-up". */
  name: string;
  suite: Suite;
  method: Method;
  /**
   * The path as the product's constant spells it; `{name}` marks a parameter. With `base`, relative to it.
   * The coverage test matches these against the paths the product uses.
   */
  path: string;
  base?: string;
  /**
   * `fetch`: the call goes through the HTTP client. `image`: the browser loads it through an `<img>`; the
   * entry's `trigger` replays what the browser does with each mode (happy-dom loads no images).
   */
  transport?: 'fetch' | 'image';
  /** How many requests one run makes; more is a retry. Default 1. */
  maxRequests?: number;
  /** "Silently ignored": nothing at all in the console, also no warning. */
  silent?: boolean;
  /** Console warnings the entry may log after a failure (the product's one-line diagnostics). */
  warns?: RegExp;
  /** Everything before the call, with real timers: placing the element, opening the form. */
  prepare?: (context: MatrixContext) => Promise<void>;
  /** Starts the call. Runs under fake timers for the time-out mode, so it must not wait on timers. */
  trigger: (context: MatrixContext) => Promise<void> | void;
  /** The state the visitor sees (or the typed client answers), read once the call is over. */
  observe: (context: MatrixContext) => Observation | Promise<Observation>;
  /** The state with the reference backend: the control run, which shows `observe` can tell states apart. */
  ok: Observation;
  /** The defined state after each failure mode. */
  failed: Record<ModeId, Observation>;
  /** The state while the call still hangs, 1 ms before the time-out; read with `observe`. */
  pending?: Observation;
  /** Undoes what `prepare` and `trigger` set up outside the DOM (cookies, timers, session holds). */
  cleanup?: (context: MatrixContext) => void;
}

/** Keeps each entry's observation type checked while the table holds entries of different types. */
export function entry<Observation>(definition: EndpointEntry<Observation>): EndpointEntry<unknown> {
  return definition as EndpointEntry<unknown>;
}

/** The same state after every mode, except where `except` says otherwise. */
export function everyMode<Observation>(
  state: Observation,
  except: Partial<Record<ModeId, NoInfer<Observation>>> = {},
): Record<ModeId, Observation> {
  const ids = FAILURE_MODES.map((mode) => mode.id);
  return Object.fromEntries(ids.map((id) => [id, id in except ? except[id] : state])) as Record<
    ModeId,
    Observation
  >;
}

/** The modes whose status is 2xx: any 2xx is success, whatever the body. */
export const SUCCESS_STATUS_MODES = ['malformed-json', 'html-page', 'wrong-shape', 'empty-204'] as const;

/** The modes answered with 200 (all 2xx modes but the 204). */
export const STATUS_200_MODES = ['malformed-json', 'html-page', 'wrong-shape'] as const;

/** `state` for each of `modes`, as the `except` of `everyMode`. */
export function forModes<Observation>(
  modes: readonly ModeId[],
  state: Observation,
): Partial<Record<ModeId, Observation>> {
  return Object.fromEntries(modes.map((id) => [id, state]));
}

/** Adds an element to the page with `lang="en"`, so every error text appears in its English wording. */
export function place(
  context: MatrixContext,
  tag: string,
  attributes: Record<string, string> = {},
): ReturnType<typeof within> {
  const element = document.createElement(tag);
  element.setAttribute('lang', 'en');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const view = within(element.shadowRoot as unknown as HTMLElement);
  context.element = element;
  context.view = view;
  return view;
}

/** The view of the placed element; an entry that reads it before placing is a mistake in the table. */
export function viewOf(context: MatrixContext): ReturnType<typeof within> {
  if (!context.view) throw new Error('the entry observed before placing its element');
  return context.view;
}

export function shadowOf(context: MatrixContext): ShadowRoot {
  const root = context.element?.shadowRoot;
  if (!root) throw new Error('the entry observed before placing its element');
  return root;
}

/** Whether the exact text is on screen (inside the element's shadow root). */
export function shows(context: MatrixContext, text: string): boolean {
  return viewOf(context).queryByText(text) !== null;
}
