import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { footerContentSource } from '../../src/content/document-urls.ts';
import { useSharedDocument } from '../../src/content/use-shared-document.ts';
import { warnOnce } from '../../src/elements/registry.ts';
import type { WidgetProps } from '../../src/elements/widget-tree.tsx';
import { useT } from '../../src/i18n/provider.tsx';
import { hidesCountrySwitcher } from '../../src/platform/device.ts';
import { usePlatform } from '../../src/platform/use-platform.ts';
import type { CountrySwitcherConfig } from './country-switcher.config.ts';
import { Flag } from './flags.tsx';
import { readCountryItems, selectedItem } from './international-items.ts';

/**
 * The storefront chooser: a disclosure button naming the current country and a list of links, one per
 * storefront. Links (not a select that navigates on change) keep keyboard and screen-reader use plain:
 * choosing is following a link.
 */
export function CountrySwitcher({ config }: WidgetProps<CountrySwitcherConfig>) {
  const t = useT('country-switcher');
  const url = footerContentSource(config);
  const content = useSharedDocument(url);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const hidden = hidesCountrySwitcher(usePlatform());

  const { items, problems } = useMemo(
    () => (content.status === 'ok' ? readCountryItems(content.content) : { items: [], problems: [] }),
    [content],
  );

  useEffect(() => {
    if (content.status === 'failed')
      warnOnce(`<country-switcher> no countries from ${url}: ${content.reason}`);
    if (content.status === 'missing') warnOnce(`<country-switcher> no footer content at ${url}`);
    if (problems.length > 0) warnOnce(`<country-switcher> skipped entries of ${url}: ${problems.join('; ')}`);
  }, [content, problems, url]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (navRef.current && !event.composedPath().includes(navRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (items.length === 0 || hidden) return null;
  const current = selectedItem(items, config.site);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="switcher"
      aria-label={t('navigationLabel')}
      part="base"
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="label">{t('label')}:</span> <Flag name={current?.flagName} />
        <span className="current">{current?.label ?? t('choose')}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="list" part="list" hidden={!open}>
        {items.map((item) => (
          <li key={item.code}>
            <a
              className="country"
              part="country"
              href={item.href}
              aria-current={item === current ? 'true' : undefined}
            >
              <Flag name={item.flagName} />
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
