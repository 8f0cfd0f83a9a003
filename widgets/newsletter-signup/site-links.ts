import type { Site } from '../../src/sites.ts';

/**
 * The pages the form links to: voucher conditions, privacy, contact, the sample newsletter
 * (DE, AT and HU only), and Turkey's own four pages. Content pages are a slug plus a section code
 * ending in .html, in the site's language; the contact page is the same path everywhere.
 */
export interface NewsletterLinks {
  voucherConditions: string;
  privacy: string;
  contact: string;
  sampleNewsletter?: string;
  turkish?: { hint: string; usageConsent: string; marketingConsent: string; privacyNotice: string };
}

const CONTACT = '/contact';

const GERMAN = {
  voucherConditions: '/gutscheinbedingungen-s400120.html',
  privacy: '/datenschutz-s400010.html',
  contact: CONTACT,
};

export const NEWSLETTER_LINKS: Record<Site, NewsletterLinks> = {
  DE: { ...GERMAN, sampleNewsletter: '/newsletter-beispiel-s400130.html' },
  AT: { ...GERMAN, sampleNewsletter: '/newsletter-beispiel-s400130.html' },
  CH: GERMAN,
  CH_FR: {
    voucherConditions: '/conditions-des-bons-s400120.html',
    privacy: '/protection-des-donnees-s400010.html',
    contact: CONTACT,
  },
  PL: {
    voucherConditions: '/warunki-bonu-s400120.html',
    privacy: '/ochrona-danych-s400010.html',
    contact: CONTACT,
  },
  CZ: {
    voucherConditions: '/podminky-poukazu-s400120.html',
    privacy: '/ochrana-osobnich-udaju-s400010.html',
    contact: CONTACT,
  },
  HU: {
    voucherConditions: '/utalvany-feltetelei-s400120.html',
    privacy: '/adatvedelem-s400010.html',
    contact: CONTACT,
    sampleNewsletter: '/hirlevel-minta-s400130.html',
  },
  SK: {
    voucherConditions: '/podmienky-poukazu-s400120.html',
    privacy: '/ochrana-osobnych-udajov-s400010.html',
    contact: CONTACT,
  },
  TR: {
    voucherConditions: '/kupon-kosullari-s400120.html',
    privacy: '/gizlilik-s400010.html',
    contact: CONTACT,
    turkish: {
      hint: '/bulten-bilgilendirme-s400140.html',
      usageConsent: '/kullanim-onayi-s400141.html',
      marketingConsent: '/kisisel-pazarlama-onayi-s400142.html',
      privacyNotice: '/aydinlatma-metni-s400143.html',
    },
  },
};
