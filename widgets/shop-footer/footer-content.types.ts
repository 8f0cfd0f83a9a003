/**
 * The footer content of one storefront, as the CMS delivers it: the service contract's schemas
 * (openapi/storefront-services.yaml, `FooterContent` and the schemas it names), through the types generated from
 * it. Nothing is declared here but the names the footer's code uses. This is the shape of a valid document;
 * `footer-content.ts` reads untrusted JSON into it, dropping what does not fit.
 */
import type { components } from '../../src/http/generated/storefront-services.ts';

type Schemas = components['schemas'];

/**
 * A contract type as the footer holds it: a logo's `source` is any text, not only the contract's `LogoSource`
 * (an unknown one shows an empty image and logs one console error, logos.ts).
 */
type AnyLogoSource<T> = T extends Schemas['LogoSource']
  ? string
  : T extends readonly (infer Item)[]
    ? AnyLogoSource<Item>[]
    : T extends object
      ? { [Key in keyof T]: AnyLogoSource<T[Key]> }
      : T;

export type FooterLink = Schemas['FooterLink'];
export type FooterImage = AnyLogoSource<Schemas['FooterImage']>;
export type TeaserGroup = AnyLogoSource<Schemas['TeaserGroup']>;
export type SeoColumns = Schemas['SeoColumns'];
export type IconLink = Schemas['IconLink'];
export type QualityLogo = AnyLogoSource<Schemas['QualityLogo']>;
export type SalesTax = Schemas['SalesTax'];
export type LegalLink = Schemas['LegalLink'];
export type FooterContent = AnyLogoSource<Schemas['FooterContent']>;
