/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getFooterPromotion) /service/promotion/api/promotion/SHOP_FOOTER */
export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';
