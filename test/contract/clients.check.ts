/**
 * Compiled by `npm run typecheck`: the typed clients' requests and answers, the footer document and the promotion
 * against the types generated from the service contract (src/http/generated/, `npm run openapi:types`), and the
 * published FooterContent and middleware (types/storefront-widgets.d.ts) against the source's. A change on one
 * side only fails here.
 *
 * Requests must be the contract's exactly. An answer the client reads leniently must have the contract's fields
 * (same keys), and what the client keeps of it must be something the contract allows.
 */
import type {
  FooterContent as PublishedFooterContent,
  StorefrontMiddleware,
} from '../../types/storefront-widgets.d.ts';
import type { Middleware } from '../../src/http/configuration.ts';
import type { components, operations } from '../../src/http/generated/storefront-services.ts';
import type { LoginRequest } from '../../src/http/login-client.ts';
import type {
  CreateNewsletterSubscriberRequest,
  CustomerBaseData,
  NewsletterSubscription,
  UpdateNewsletterSubscriberRequest,
} from '../../src/http/newsletter-client.ts';
import type { AbTest, CheckAuth } from '../../src/http/preview-client.ts';
import type { CustomerData } from '../../src/http/psdata.ts';
import type { FooterContent } from '../../widgets/shop-footer/footer-content.types.ts';
import type { Promotion } from '../../widgets/shop-footer/promotion.ts';
import { type PreviewStatus } from '../../src/contract/preview.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Extends<A, B> = [A] extends [B] ? true : false;
/** Every key at every depth, all required: an optional key on one side only is structurally "the same". */
type Keys<T> = T extends readonly (infer Item)[]
  ? Keys<Item>[]
  : T extends object
    ? { [Key in keyof T]-?: Keys<NonNullable<T[Key]>> }
    : 'value';
/** The same types with the same keys at every depth. */
type Exact<A, B> = [Same<A, B>, Same<Keys<A>, Keys<B>>] extends [true, true] ? true : false;

type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestBody<Id extends keyof operations> = JsonBody<NonNullable<operations[Id]['requestBody']>>;
type Answer<Id extends keyof operations, Status extends keyof operations[Id]['responses']> = JsonBody<
  operations[Id]['responses'][Status]
>;

/** Literal unions as their base type: the contract lists the logo sources, the widget's type takes any text. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Widen<Item>[]
    : T extends object
      ? { [Key in keyof T]: Widen<T[Key]> }
      : T;

export const requestsMatch: [
  Exact<CreateNewsletterSubscriberRequest, RequestBody<'createNewsletterSubscriber'>>,
  Exact<UpdateNewsletterSubscriberRequest, RequestBody<'updateNewsletterSubscriber'>>,
  Exact<LoginRequest, RequestBody<'login'>>,
  Exact<{ previewDateTime: string }, RequestBody<'setPreview'>>,
  Exact<{ test?: string; group?: string }, NonNullable<operations['setPreview']['parameters']['query']>>,
  Exact<Record<string, never>, RequestBody<'renewLoginToken'>>,
] = [true, true, true, true, true, true];

export const answersMatch: [
  Same<PreviewStatus, Schema<'PreviewStatus'>>,
  Exact<CheckAuth, Answer<'checkPreviewAuth', 200>>,
  Exact<AbTest[], Answer<'getAbTestsAt', 200>>,
  Same<keyof CustomerBaseData, keyof Answer<'getCustomerBaseData', 200>>,
  Extends<CustomerBaseData, Answer<'getCustomerBaseData', 200>>,
  Same<keyof NewsletterSubscription, keyof Answer<'getNewsletterSubscriber', 200>>,
  Extends<Answer<'getNewsletterSubscriber', 200>, NewsletterSubscription>,
  Extends<Answer<'getCustomerData', 200>, CustomerData>,
  Same<CustomerData['loggedIn'], Answer<'getCustomerData', 200>['loggedIn']>,
  Extends<Answer<'createNewsletterSubscriber', 201>, { status?: string }>,
] = [true, true, true, true, true, true, true, true, true, true];

export const documentsMatch: [
  Extends<Schema<'FooterContent'>, FooterContent>,
  Exact<Widen<Schema<'FooterContent'>>, Widen<FooterContent>>,
  Exact<Promotion, Schema<'Promotion'>>,
  Exact<{ contentJSON: string }, Answer<'getFooterPromotion', 200>>,
  Exact<PublishedFooterContent, FooterContent>,
] = [true, true, true, true, true];

export const publishedMiddlewareMatches: [Same<StorefrontMiddleware, Middleware>] = [true];
