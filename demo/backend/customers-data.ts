import type { DNE_CONSENT, KnownNewsletterStatus, Salutation } from '../../src/contract/newsletter.ts';
import type { Site } from '../../src/sites.ts';

/** A demo customer account. Passwords are demo data shown on the login page, nothing secret. */
export interface DemoCustomer {
  id: string;
  site: Site;
  email: string;
  password: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  /** Consents the customer already holds (DNE: personalised offers). */
  consents: (typeof DNE_CONSENT)[];
  newsletterStatus?: KnownNewsletterStatus;
  note: string;
}

const PASSWORD = 'kaffee123';

/**
 * At least one customer per site; one already subscribed, one holding the DNE consent, so the demo shows every
 * prefill case.
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    id: 'c-de-1',
    site: 'DE',
    email: 'erika.mustermann@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Erika',
    lastName: 'Mustermann',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-de-2',
    site: 'DE',
    email: 'max.abonnent@example.com',
    password: PASSWORD,
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Abonnent',
    consents: ['DNE'],
    newsletterStatus: 'SUBSCRIBED',
    note: 'already subscribed, holds the DNE consent',
  },
  {
    id: 'c-at-1',
    site: 'AT',
    email: 'anna.huber@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Huber',
    consents: ['DNE'],
    note: 'holds the DNE consent',
  },
  {
    id: 'c-ch-1',
    site: 'CH',
    email: 'urs.meier@example.com',
    password: PASSWORD,
    salutation: 'MR',
    firstName: 'Urs',
    lastName: 'Meier',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-chfr-1',
    site: 'CH_FR',
    email: 'claire.dubois@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Claire',
    lastName: 'Dubois',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-pl-1',
    site: 'PL',
    email: 'jan.kowalski@example.com',
    password: PASSWORD,
    salutation: 'MR',
    firstName: 'Jan',
    lastName: 'Kowalski',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-cz-1',
    site: 'CZ',
    email: 'jana.novakova@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Jana',
    lastName: 'Nováková',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-hu-1',
    site: 'HU',
    email: 'kovacs.eva@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Éva',
    lastName: 'Kovács',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-sk-1',
    site: 'SK',
    email: 'peter.horvath@example.com',
    password: PASSWORD,
    salutation: 'MR',
    firstName: 'Peter',
    lastName: 'Horváth',
    consents: [],
    note: 'not subscribed yet',
  },
  {
    id: 'c-tr-1',
    site: 'TR',
    email: 'ayse.yilmaz@example.com',
    password: PASSWORD,
    salutation: 'MRS',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    consents: [],
    note: 'not subscribed yet',
  },
];
