import type { Site } from '../../../src/sites.ts';
import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { footerAT } from './at.ts';
import { footerCH_FR } from './ch-fr.ts';
import { footerCH } from './ch.ts';
import { footerCZ } from './cz.ts';
import { footerDE } from './de.ts';
import { footerHU } from './hu.ts';
import { footerPL } from './pl.ts';
import { footerSK } from './sk.ts';
import { footerTR } from './tr.ts';

/** The footer content of every storefront, as the demo CMS serves it. */
export const FOOTER_CONTENT: Record<Site, FooterContent> = {
  DE: footerDE,
  AT: footerAT,
  CH: footerCH,
  CH_FR: footerCH_FR,
  PL: footerPL,
  CZ: footerCZ,
  HU: footerHU,
  SK: footerSK,
  TR: footerTR,
};
