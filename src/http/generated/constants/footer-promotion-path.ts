/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getFooterPromotion) /service/promotion/api/promotion/SHOP_FOOTER */
export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';
