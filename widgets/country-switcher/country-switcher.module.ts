import { footerContentSource } from '../../src/content/document-urls.ts';
import { prepareSharedDocument } from '../../src/content/shared-document.ts';
import { reactElement, type ReactElementOptions } from '../../src/elements/react-mount.tsx';
import styles from './country-switcher.css?inline';
import { CountrySwitcher } from './country-switcher.tsx';
import type { CountrySwitcherConfig } from './country-switcher.config.ts';
import { namespaces } from './country-switcher.namespaces.ts';

/** What the element draws and with what, for the browser's chunk and the server renderer alike. */
export const countrySwitcherWidget: ReactElementOptions<CountrySwitcherConfig> = {
  tag: 'country-switcher',
  component: CountrySwitcher,
  styles,
  namespaces,
  prepare: (config) => prepareSharedDocument(footerContentSource(config)),
};

/** The chunk a `<country-switcher>` loads when its first instance connects. */
export default reactElement(countrySwitcherWidget);
