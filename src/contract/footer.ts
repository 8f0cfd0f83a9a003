/**
 * The footer services' contract (openapi/storefront-services.yaml, tag `footer`): the content document of a
 * storefront, the SHOP_FOOTER promotion and the logos, with the logo sources the footer knows. Shared by the
 * footer (src/content/document-urls.ts, widgets/shop-footer/logos.ts) and the reference backend
 * (demo/backend/footer.ts); no React, no DOM. Any failure leaves the section out.
 */
import type { LOGO_SOURCES } from '../http/generated/constants/logo-sources.ts';

export { FOOTER_CONTENT_PATH } from '../http/generated/constants/footer-content-path.ts';
export { FOOTER_PROMOTION_PATH } from '../http/generated/constants/footer-promotion-path.ts';
export { LOGO_PATH } from '../http/generated/constants/logo-path.ts';
export { LOGO_SOURCES } from '../http/generated/constants/logo-sources.ts';

/** A logo source the footer document may name. */
export type LogoSource = (typeof LOGO_SOURCES)[number];
