import type { R2WCRenderer } from '@r2wc/core';
import type { Language } from '../i18n/languages.ts';
import type { Namespace } from '../i18n/translation-files.ts';
import { attributeName, type AttributeTypes } from './attributes.ts';
import { drawnConfig, hostConfig, sameConfig } from './element-config.ts';
import type { ElementConfig, ElementDefinition } from './element-definition.ts';
import type { ElementModule, MountedElement } from './element-module.ts';
import { BASE_HOST_CSS } from './host-styles.ts';
import { followHtmlLang, forgetHtmlLang } from './html-lang.ts';
import { warnOnce } from './registry.ts';
import { report } from './report.ts';
import { adoptStyleSheets, sharedStyleSheet } from './styles.ts';
import { markMoment } from './timing.ts';
import { awaitTakeOver } from './wake/arrival.ts';
import { serverSnapshotText } from './wake/server-html.ts';
import { whenNeeded } from './when-needed.ts';

/**
 * The pauses before an element's chunk that failed to load is asked for again: the browser fetches a failed module
 * anew (Chromium 156 does), so a second and a third try can succeed where the first met a network blip.
 * @internal Test seam: the tests move the clock by them.
 */
export const CHUNK_RETRY_PAUSES_MS = [1_000, 4_000] as const;

/**
 * Starts the element's translation files together with its chunk. The map of the locale files (a lazy import
 * per file, 72 of them) is a chunk of its own, which React's chunk imports too: a page whose elements wait
 * for the visitor does not load it before they do (docs/decisions/0067).
 */
function preloadTranslations(language: Language, namespaces: readonly Namespace[]): void {
  import('../i18n/translation-files.ts').then(
    (files) => files.preloadTranslations(language, namespaces),
    () => {},
  );
}

interface Context<Types extends AttributeTypes> {
  host: HTMLElement;
  root: ShadowRoot;
  /** What `config` was read from (`configTexts`). */
  texts: string;
  config: ElementConfig<Types>;
  /** Its code's mounted element; for a server-rendered one, the wake path's (`awaitTakeOver`) from the start. */
  mounted?: MountedElement<ElementConfig<Types>>;
  /** Stops waiting for the element to be needed (see `whenNeeded`); set until its code is requested. */
  cancelLoad?: () => void;
  /** Set on disconnect; a reconnect in the same task (a DOM move) clears it and keeps the React state. */
  leaving: boolean;
  /** Stops what the definition's `listen` started. */
  stopListening?: () => void;
  /** Stops watching the root for server HTML (`watchForServerHtml`), once the element's code mounts. */
  stopWatching?: () => void;
  disposed: boolean;
}

/**
 * A renderer for `@r2wc/core` that holds no React: its first mount imports the element's chunk and hands
 * it the shadow root; until then it only applies the host styles. r2wc keeps its attribute/property
 * mapping and lifecycle; the attributes are re-read from the host on every render, because r2wc's own
 * parsing skips empty values and never resets a removed attribute (`reread` does those).
 */
export function lazyRenderer<Types extends AttributeTypes>(
  definition: ElementDefinition<Types>,
): R2WCRenderer<object, Context<Types>> & { reread(host: HTMLElement): void } {
  let loaded: Promise<ElementModule<ElementConfig<Types>>> | undefined;
  let failedLoads = 0;
  const attributeNames = Object.keys(definition.attributes).map(attributeName);
  /**
   * The texts an element's config is read from (its `lang`, `<html lang>`, its attributes), as one string. r2wc
   * reports each attribute of an upgraded element on its own: comparing these first spares parsing all of them
   * again for each (a URL check, the site, the language).
   */
  const configTexts = (host: HTMLElement) =>
    JSON.stringify([
      host.getAttribute('lang'),
      document.documentElement.getAttribute('lang'),
      ...attributeNames.map((name) => host.getAttribute(name)),
    ]);
  const contexts = new WeakMap<HTMLElement, Context<Types>>();
  const hostSheet = () =>
    sharedStyleSheet(`host:${definition.tag}`, BASE_HOST_CSS + (definition.hostStyles ?? ''));

  /**
   * The chunk, once per page. A try that fails is reported and, after a pause (`CHUNK_RETRY_PAUSES_MS`), made again:
   * a network blip or a deployment under way costs the visitor a moment, not the element. After the last, the
   * failure is the caller's, and the next connect tries again.
   */
  function load(config: ElementConfig<Types>): Promise<ElementModule<ElementConfig<Types>>> {
    const attempt = (retries: number): Promise<ElementModule<ElementConfig<Types>>> =>
      definition.load().catch((error: unknown) => {
        report({ kind: 'chunk-failed', chunk: 'element', attempt: ++failedLoads }, definition.tag, config);
        const pause = CHUNK_RETRY_PAUSES_MS[retries];
        if (pause === undefined) {
          loaded = undefined;
          throw error;
        }
        return new Promise((resolve) => setTimeout(resolve, pause)).then(() => attempt(retries + 1));
      });
    loaded ??= attempt(0);
    return loaded;
  }

  function preloadTexts(context: Context<Types>): void {
    preloadTranslations(context.config.language, definition.translations ?? []);
  }

  /** Takes the server's HTML in the element's root over: it waits without React until it is needed. */
  function takeOver(context: Context<Types>, snapshot: string): void {
    markMoment(definition.tag, 'shown');
    context.mounted = awaitTakeOver({
      tag: definition.tag,
      host: context.host,
      root: context.root,
      snapshot,
      config: context.config,
      configDrawnWith: (drawn) => drawnConfig(definition, drawn),
      sameConfig,
      attributes: definition.attributes,
      load: () => load(context.config),
      onWake: () => preloadTexts(context),
      beforeReact: definition.beforeReact,
      warm: definition.warm,
    });
  }

  /**
   * Server HTML put into the empty root after the element connected, before its code drew (a React framework's
   * client navigation: docs/guides/nextjs.md) is taken over as the parser's would be, and nothing is fetched.
   * Its stylesheet link holds the host styles: the adopted copy goes (see `mount`). Returns the stop.
   */
  function watchForServerHtml(context: Context<Types>): () => void {
    const observer = new MutationObserver(() => {
      const snapshot = serverSnapshotText(context.root);
      if (snapshot === undefined || context.mounted || context.disposed) return;
      observer.disconnect();
      context.cancelLoad?.();
      context.cancelLoad = undefined;
      // The host sheet is all the root adopted before its code (`mount`).
      context.root.adoptedStyleSheets = [];
      takeOver(context, snapshot);
    });
    observer.observe(context.root, { childList: true });
    return () => observer.disconnect();
  }

  /** Fetches the chunk once the element is near the viewport or the page is idle, then mounts it. */
  function start(context: Context<Types>): void {
    context.stopWatching = watchForServerHtml(context);
    context.cancelLoad = whenNeeded(context.host, () => {
      context.cancelLoad = undefined;
      markMoment(definition.tag, 'woken');
      const code = load(context.config);
      preloadTexts(context);
      mountWhenLoaded(context, code, startEarlyRequests(context));
    });
  }

  /**
   * Starts the definition's early requests; settles once they are under way. Their code comes with the HTTP
   * client's chunk, which the element's code imports too: the element mounts after they started, so its own
   * requests find them instead of asking again.
   */
  const startEarlyRequests = (context: Context<Types>) =>
    Promise.resolve()
      .then(() => definition.prefetch?.(context.config))
      .catch((error: unknown) =>
        warnOnce(`<${definition.tag}> could not start its requests early: ${String(error)}`),
      );

  function mountWhenLoaded(
    context: Context<Types>,
    code: Promise<ElementModule<ElementConfig<Types>>>,
    requested: Promise<unknown>,
  ): void {
    Promise.all([code, requested]).then(
      ([module]) => {
        // Taken over meanwhile (server HTML arrived), or gone.
        if (context.disposed || context.mounted) return;
        context.stopWatching?.();
        context.mounted = module.mount({ host: context.host, root: context.root, config: context.config });
      },
      (error: unknown) => {
        warnOnce(`<${definition.tag}> could not load its code: ${String(error)}`);
      },
    );
  }

  function update(context: Context<Types>): void {
    const texts = configTexts(context.host);
    if (texts === context.texts) return;
    context.texts = texts;
    const config = hostConfig(definition, context.host);
    if (sameConfig(config, context.config)) return;
    context.config = config;
    context.mounted?.update(config);
  }

  function dispose(context: Context<Types>): void {
    context.disposed = true;
    context.cancelLoad?.();
    context.stopListening?.();
    context.stopWatching?.();
    forgetHtmlLang(context.host);
    contexts.delete(context.host);
    context.mounted?.unmount();
  }

  const reread = (host: HTMLElement) => {
    const context = contexts.get(host);
    if (context) update(context);
  };

  return {
    reread,
    mount(container) {
      const root = container as unknown as ShadowRoot;
      const host = root.host as HTMLElement;
      followHtmlLang(host, () => reread(host));
      const kept = contexts.get(host);
      if (kept?.leaving) {
        kept.leaving = false;
        update(kept);
        return kept;
      }
      const context: Context<Types> = {
        host,
        root,
        texts: configTexts(host),
        config: hostConfig(definition, host),
        leaving: false,
        disposed: false,
      };
      contexts.set(host, context);
      context.stopListening = definition.listen?.(root);
      const snapshot = serverSnapshotText(root);
      if (snapshot === undefined) {
        adoptStyleSheets(root, [hostSheet()]);
        start(context);
      } else {
        // The server's stylesheet link holds the host styles already, before the kit's. Adopted here they
        // would come after it and undo the kit's font and line height: a layout shift (docs/decisions/0059).
        takeOver(context, snapshot);
      }
      return context;
    },
    update,
    unmount(context) {
      context.leaving = true;
      queueMicrotask(() => {
        if (context.leaving) dispose(context);
      });
    },
  };
}
