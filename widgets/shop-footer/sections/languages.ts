import { createContext, useContext } from 'react';

/**
 * The footer's two languages: the CMS content's (`content`, set only when it is not the page's language) and the
 * page's (`page`, set only then too, to mark the widget's own texts inside content). Undefined means "inherit".
 */
export const FooterLanguages = createContext<{ content?: string; page?: string }>({});

/** The `lang` attributes a section sets: `content` on the CMS's texts, `page` on the widget's own inside them. */
export function useFooterLanguages(): { content?: string; page?: string } {
  return useContext(FooterLanguages);
}
