/**
 * How long a sign-up's texts may be: the `maxLength` of the newsletter service's schemas
 * (openapi/storefront-services.yaml, `SubscriberEmail`, `SubscriberName`, `OriginAddition`), read by the form's
 * rules (src/ui/logic/email-problem.ts, widgets/newsletter-signup/validators.ts) and the reference backend. No code,
 * only constants: the loader checks the email field with its limit, and a contract module with code would follow it
 * into the loader's chunk (src/contract/newsletter.ts holds the status mappings).
 */
export { EMAIL_MAX_LENGTH } from '../http/generated/constants/email-max-length.ts';
export { NAME_MAX_LENGTH } from '../http/generated/constants/name-max-length.ts';
export { ORIGIN_ADDITION_MAX_LENGTH } from '../http/generated/constants/origin-addition-max-length.ts';
