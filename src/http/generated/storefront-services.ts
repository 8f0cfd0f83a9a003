/**
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (openapi-typescript): do not edit.
 * test/unit/contract/openapi-document.test.ts fails when this file is not what the document generates.
 */
export interface paths {
  '/newsletter-subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up for the newsletter
     * @description Sent when a visitor submits the sign-up form. The form shows its success message for a 2xx answer
     *     whose `status` is `SUCCESS`. A 400 with `errorType` `INVALID_EMAIL` shows "Please enter a valid email
     *     address" on the email field; every other failure shows the technical-error banner.
     *
     *     A repeated sign-up of the same address answers like a first one, so the answer never tells whether an
     *     address is subscribed. A new subscription waits for its double opt-in (`WAITING_FOR_DOI`).
     */
    post: operations['createNewsletterSubscriber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/newsletter-subscribers/{subscriberToken}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
        subscriberToken: components['parameters']['SubscriberToken'];
      };
      cookie?: never;
    };
    /**
     * Read a subscription by the token of its confirmation link
     * @description Any failure counts as "no subscription"; the widget then shows nothing of it.
     */
    get: operations['getNewsletterSubscriber'];
    /**
     * Change a subscription by the token of its link
     * @description Salutation, names, consents and interests of a subscription. The address cannot change; a subscription
     *     keeps the storefront it was signed up on. Any 2xx counts as accepted.
     */
    put: operations['updateNewsletterSubscriber'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/newsletter-subscribers/{subscriberToken}/doi': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
        subscriberToken: components['parameters']['SubscriberToken'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Confirm a subscription (double opt-in)
     * @description Sent by `<newsletter-signup doi-token="…">` on the page the confirmation mail links to. Any 2xx confirms.
     *     404 and 410 show the expired-link banner ("Unfortunately this link is no longer valid…"); any other
     *     failure shows the technical-error banner.
     */
    put: operations['confirmNewsletterSubscription'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customers/base-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The logged-in customer's data that prefills the sign-up form
     * @description Asked only when the page has a `LoginToken` cookie and the private base is on the page's own origin
     *     (the token never goes elsewhere). Any failure, or an answer without a usable field, leaves the form
     *     empty. Fields of another type than given here are ignored.
     */
    get: operations['getCustomerBaseData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/customerfrontenddata/api/v1/psdata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The visitor's customer data (psdata), once per page
     * @description Asked once per page, however many widgets read it, with cookies and without caching. The footer hides
     *     its newsletter block for a subscriber (`newsletterStatus` `WAITING_FOR_DOI` or `SUBSCRIBED`). Any
     *     failure, or an answer that is not a JSON object, counts as a logged-out visitor.
     */
    get: operations['getCustomerData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/footer/api/v1/content/{site}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The footer content document of a storefront
     * @description The default `content-src` of `<shop-footer>` and `<country-switcher>`; an element's `content-src` may
     *     point anywhere else that answers the same document (or the promotion wrapper of
     *     `/service/promotion/api/promotion/SHOP_FOOTER`). Requested once per address per page. Any failure
     *     leaves the footer without its content sections; parts of the document that do not fit the schema are
     *     left out one by one (with one console warning), the rest is shown.
     */
    get: operations['getFooterContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/promotion/api/promotion/SHOP_FOOTER': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The CMS promotion shown as the footer's first section
     * @description The promotion document is delivered as a JSON string inside `contentJSON`. 404 means "no promotion";
     *     a `contentJSON` that does not parse, or parses to something without `headline` and `text`, also shows
     *     none. Any other failure shows none either.
     */
    get: operations['getFooterPromotion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/footer-images/logos/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A payment, delivery or quality logo of the footer
     * @description Loaded lazily as an image (`<img loading="lazy">`), never with script. `file` is the logo source of the
     *     footer document in kebab case with `.svg` (`atGuetezeichen2023` → `at-guetezeichen2023.svg`). A logo
     *     that fails to load shows nothing in its place.
     */
    get: operations['getFooterLogo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/abtestfrontend/api/v1/getassignment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The visitor's A/B-test assignment, asked once per page when a footer loads
     * @description The widgets ignore the answer and every failure; the call lets the service assign the visitor.
     */
    get: operations['getAbTestAssignment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/abtestfrontend/api/v1/gettestsat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The A/B tests active at a date and time
     * @description Asked by the preview panel whenever the preview date changes. An empty list shows "No active tests for
     *     this date."; any failure, or an answer that is not such a list, shows "Failed to fetch AB tests.".
     */
    get: operations['getAbTestsAt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/preview/api/auth/checkauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the visitor is staff, and their current preview settings
     * @description Asked only where a `StaffAuthToken` or `CobraAuthToken` cookie exists. The panel shows only for
     *     `status` `SUCCESS`; 401 and 403 count as `UNAUTHORIZED`, 400 as `BAD_REQUEST`, anything else as
     *     `INTERNAL_ERROR`, and the panel stays hidden.
     */
    get: operations['checkPreviewAuth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/preview/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Log staff out of the preview
     * @description The answer is not read and failures are ignored: the panel hides either way. A service should refuse
     *     a cross-site request (it is a GET, so a link on another site could send it).
     */
    get: operations['previewLogout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/preview/api/auth/login/renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Renew the staff login
     * @description Called when the panel starts and every 5 minutes while it is open. 200 is `SUCCESS`, 401
     *     `UNAUTHORIZED`, anything else `SERVICE_UNAVAILABLE`; the panel goes on either way.
     */
    get: operations['renewPreviewLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/preview/api/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply preview settings (date and time, optional A/B test and group)
     * @description Sent by the panel's "Set preview settings". A 2xx answer with `status` `SUCCESS` shows "Settings
     *     applied successfully."; anything else shows "Applying settings failed.". `test` and `group` are both
     *     given or both empty.
     */
    post: operations['setPreview'];
    /**
     * End the preview (the shop is live again for this staff member)
     * @description Sent by the exit beside the panel's button while a preview is active. The staff session stays: check-auth
     *     answers `SUCCESS` without `dateTime`, `abTestName` or `abTestGroup` afterwards. A 2xx answer with
     *     `status` `SUCCESS` hides the preview badge; anything else shows "Ending the preview failed." and keeps
     *     it.
     */
    delete: operations['endPreview'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/login/api/v1/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log a customer in
     * @description 200 is `SUCCESS`, 401 `UNAUTHORIZED`, any other status or no answer `SERVICE_UNAVAILABLE`. The status
     *     decides, not the body. Success sets the `LoginToken` and `LongtermToken` cookies (readable by script:
     *     the widgets send the login token as `X-LoginToken` and read the `exp`, `ren` and `lid` claims of both).
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/login/api/v1/logintoken/renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renew the customer's login token when it is due
     * @description Sent by the session renewal when the login token's `ren` time has passed and its `exp` has not. 201
     *     (renewed) and 200 (nothing to do) keep the renewal running, and so does a 5xx (tried again later);
     *     other answers stop it until the next page.
     */
    post: operations['renewLoginToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service/login/api/v1/longtermtoken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ask for a fresh long-term token
     * @description Sent when the session renewal starts and the `LongtermToken` cookie is missing or due, or the login
     *     token has no `lid` claim. The answer and every failure are ignored.
     */
    get: operations['getLongtermToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A storefront.
     * @enum {string}
     */
    Site: 'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR';
    /**
     * @description The salutations, in the order the form offers them.
     * @enum {string}
     */
    Salutation: 'MRS' | 'MR' | 'DIVERS' | 'COMPANY';
    /**
     * @description `DNE`: personalised offers (profiling).
     * @constant
     */
    Consent: 'DNE';
    /**
     * @description Where the sign-up comes from.
     * @enum {string}
     */
    NewsletterOrigin: 'NEWSLETTER' | 'SHOPPING_CART';
    /**
     * @description A newsletter interest. The loyalty-card interest has no value of its own in the service yet;
     *     `LOYALTY_CARD` is this contract's name for it until the service names it otherwise.
     * @enum {string}
     */
    NewsletterCategory:
      | 'WOMEN_FASHION'
      | 'MEN_FASHION'
      | 'SPORT'
      | 'LIVING_FURNITURE'
      | 'HOBBY'
      | 'KIDS'
      | 'KITCHEN'
      | 'SLEEPING'
      | 'DISCOUNTS'
      | 'COFFEE'
      | 'MOBILE'
      | 'LOYALTY_CARD'
      | 'STORE';
    /** @description A subscriber's email address, as long as the form and the service take it. */
    SubscriberEmail: string;
    /** @description A first or last name, as long as the form and the service take it. */
    SubscriberName: string;
    /** @description Free text of the page (`FOOTER` for the footer's block). */
    OriginAddition: string;
    /**
     * @description A sign-up. Salutation and names are sent only when filled. The form checks the same value rules as the
     *     service: the address and the names no longer than their `maxLength`; names of letters, digits, spaces
     *     and the marks + & ' ´ , ( ) / . - and the backtick, never a web address; the salutation required in HU,
     *     the names in HU and TR.
     */
    CreateNewsletterSubscriberRequest: {
      email: components['schemas']['SubscriberEmail'];
      salutation?: components['schemas']['Salutation'];
      firstName?: components['schemas']['SubscriberName'];
      lastName?: components['schemas']['SubscriberName'];
      consents: components['schemas']['Consent'][];
      origin: components['schemas']['NewsletterOrigin'];
      originAddition?: components['schemas']['OriginAddition'];
    };
    UpdateNewsletterSubscriberRequest: {
      salutation?: components['schemas']['Salutation'];
      firstName?: components['schemas']['SubscriberName'];
      lastName?: components['schemas']['SubscriberName'];
      consents: components['schemas']['Consent'][];
      /** @description The interests the subscriber chose. */
      categories?: components['schemas']['NewsletterCategory'][];
    };
    /**
     * @description The state of a subscription. The widgets know the values of `KnownNewsletterStatus`; other values are
     *     passed on as they are.
     */
    NewsletterStatus: string;
    /**
     * @description The states the widgets know: waiting for the double opt-in, and subscribed. Either makes the visitor a
     *     subscriber, for whom the footer shows no newsletter block.
     * @enum {string}
     */
    KnownNewsletterStatus: 'WAITING_FOR_DOI' | 'SUBSCRIBED';
    NewsletterSignUpResult: {
      /**
       * @description `SUCCESS`; any other value shows the technical-error banner.
       * @constant
       */
      status: 'SUCCESS';
    };
    NewsletterStatusResult: {
      status: components['schemas']['NewsletterStatus'];
    };
    NewsletterSubscription: {
      status: components['schemas']['NewsletterStatus'];
      consents?: string[];
      origin?: string;
    };
    /** @description An error answer of the newsletter service. */
    NewsletterError: {
      errorType: components['schemas']['NewsletterErrorType'];
      /** @description With `INVALID_EMAIL`, `email`. */
      field?: string;
      /** @description With `VALIDATION`, each refused field and why (`required`, `value`, `type`, `tooLong`, …). */
      fields?: {
        [key: string]: string;
      };
    };
    /**
     * @description Why the newsletter service refused a call. `INVALID_EMAIL` is the only one the form tells apart (shown on
     *     the email field); it shows every other as its technical-error banner.
     * @enum {string}
     */
    NewsletterErrorType:
      | 'INVALID_EMAIL'
      | 'VALIDATION'
      | 'NOT_FOUND'
      | 'EXPIRED'
      | 'INTERNAL'
      | 'RATE_LIMITED'
      | 'FORBIDDEN'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'UNAUTHORIZED';
    /** @description The fields that prefill the sign-up form (and disable filled fields in AT, HU and TR). */
    CustomerBaseData: {
      email?: string;
      salutation?: components['schemas']['Salutation'];
      firstName?: string;
      lastName?: string;
      /** @description The consents the customer holds; with `DNE` the DNE checkbox is not shown. */
      consents?: string[];
      /** @description The customer's subscription, or null for none. */
      newsletterStatus?: components['schemas']['NewsletterStatus'] | null;
    };
    /**
     * @description The visitor's customer data. The widgets read `loggedIn` and `newsletterStatus`; every other field is
     *     passed on untouched.
     */
    CustomerData: {
      loggedIn: boolean;
      /** @description The logged-in customer's subscription, or null for none (or a logged-out visitor). */
      newsletterStatus?: components['schemas']['NewsletterStatus'] | null;
    } & {
      [key: string]: unknown;
    };
    /** @description An error answer of the customer-data, footer and A/B-test services; the widgets do not read it. */
    ServiceError: {
      error: string;
    };
    /** @description An RFC 9457 problem document, as gateways and other services answer errors. */
    Problem: {
      type?: string;
      title?: string;
      status?: number;
      detail?: string;
      instance?: string;
    };
    FooterLink: {
      text: string;
      /** @description http(s), mailto, tel or a relative address; any other is dropped. */
      url: string;
    };
    /** @description A payment or delivery logo of a group. */
    FooterImage: {
      /** @description The logo's text alternative. */
      label: string;
      source: components['schemas']['LogoSource'];
      width: number;
      height: number;
    };
    /**
     * @description A logo under `/service/footer-images/logos/` (the source in kebab case, `.svg`). The footer knows these
     *     sources; an unknown one shows an empty image and logs one console error.
     * @enum {string}
     */
    LogoSource:
      | 'atGuetezeichen2023'
      | 'anthrazit'
      | 'bevh'
      | 'chFRVersand'
      | 'chFrPost'
      | 'chPost'
      | 'chVersand'
      | 'czDpd'
      | 'dhl'
      | 'euTrustmark'
      | 'express'
      | 'gptw'
      | 'green'
      | 'gutGemacht'
      | 'hepsijet'
      | 'hermes'
      | 'horoz'
      | 'hvAustria'
      | 'kolaygelsin'
      | 'mastercard'
      | 'mngKargo'
      | 'paypal'
      | 'pfdc'
      | 'pfef'
      | 'postAT'
      | 'qualitaet'
      | 'rhenusAT'
      | 'sps'
      | 'trAmex'
      | 'trBkm'
      | 'trustEcoEu'
      | 'visa'
      | 'yurticikargo';
    TeaserGroupLink: {
      link: components['schemas']['FooterLink'];
      /** @description Hidden on classic (desktop) clients. */
      hideInClassic?: boolean;
    };
    /** @description A service group (payment, delivery, returns, help, …). */
    TeaserGroup: {
      heading: {
        iconName: string;
        link: components['schemas']['FooterLink'];
      };
      introductoryText?: string;
      /** @description Left out of the reduced (checkout) footer. */
      hideGroupInCheckout?: boolean;
      links: components['schemas']['TeaserGroupLink'][];
      /** @description Payment and delivery logos of the group. */
      images?: components['schemas']['FooterImage'][];
    };
    /** @description The popular-categories link columns. */
    SeoColumns: {
      heading: string;
      columns: {
        links: components['schemas']['FooterLink'][];
      }[];
    };
    IconLink: {
      /** @description One of `facebook`, `instagram`, `youtube`, `pinterest`, `tiktok`, `apple`, `android`. */
      iconName: string;
      link: components['schemas']['FooterLink'];
    };
    QualityLogo: {
      link: components['schemas']['FooterLink'];
      image: {
        source: components['schemas']['LogoSource'];
        width: number;
        height: number;
      };
    };
    /** @description The sales-tax note (some storefronts), a text with one link inside. */
    SalesTax: {
      textBeforeLink: string;
      link: components['schemas']['FooterLink'];
      textAfterLink: string;
    };
    /**
     * @description A legal link (imprint, privacy, terms, …); opens in a new tab without referrer when its address starts
     *     with http or mailto. With `action` `cookie-consent` it opens the cookie-consent settings instead.
     */
    LegalLink: components['schemas']['FooterLink'] & {
      /** @constant */
      action?: 'cookie-consent';
    };
    /** @description A storefront in the country switcher. */
    InternationalItem: {
      code: string;
      label: string;
      /** @description The storefront's address; choosing the country follows it. */
      href: string;
      flagName?: string;
      selected?: boolean;
    };
    /**
     * @description The footer content document of one storefront, as the CMS delivers it: `GET
     *     /service/footer/api/v1/content/{site}`, or any `content-src`. `teaser`, `legalLinks` and
     *     `international` are always there; the other sections are optional. The footer reads the document
     *     leniently: an entry that does not fit is left out with one console warning, and the rest is shown.
     */
    FooterContent: {
      headline?: string;
      teaser: {
        groups: components['schemas']['TeaserGroup'][];
      };
      seo?: components['schemas']['SeoColumns'];
      socialMedia?: {
        heading: string;
        icons: components['schemas']['IconLink'][];
      };
      appReferences?: {
        heading: string;
        appIcons: components['schemas']['IconLink'][];
      };
      qualityLogos?: {
        heading?: string;
        logos: components['schemas']['QualityLogo'][];
      };
      salesTax?: components['schemas']['SalesTax'];
      legalLinks: components['schemas']['LegalLink'][];
      /** @description The texts of the mobile/desktop view changer. */
      viewChanger?: {
        toMobile: string;
        toDesktop: string;
      };
      international: {
        items: components['schemas']['InternationalItem'][];
      };
    };
    /** @description The SHOP_FOOTER promotion, shown as the footer's first section. */
    Promotion: {
      headline: string;
      text: string;
      link?: components['schemas']['FooterLink'];
    };
    /**
     * @description How the promotion service delivers a document: the document itself (a `Promotion`, or for a footer
     *     `content-src` a `FooterContent`) serialized as a JSON string in `contentJSON`.
     */
    PromotionWrapper: {
      /** @example {"headline":"Kaffee-Abo","text":"Frisch gerösteter Kaffee."} */
      contentJSON: string;
    };
    /** @description The visitor's assignment; the widgets do not read it. */
    AbTestAssignment: {
      [key: string]: unknown;
    };
    AbTest: {
      name: string;
      groups: {
        name: string;
      }[];
    };
    /** @enum {string} */
    PreviewStatus: 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';
    CheckAuth: {
      status: components['schemas']['PreviewStatus'];
      /**
       * Format: date-time
       * @description The preview date and time in effect (ISO 8601).
       */
      dateTime?: string;
      abTestName?: string;
      abTestGroup?: string;
    };
    PreviewStatusResult: {
      /** @description `SUCCESS`, or the reason of a refusal (`BAD_REQUEST`, `UNAUTHORIZED`, `FORBIDDEN`, …). */
      status: string;
    };
    PreviewTokenRequest: {
      /**
       * Format: date-time
       * @description The chosen date and time, ISO 8601.
       */
      previewDateTime: string;
    };
    LoginRequest: {
      email: string;
      password: string;
    };
    /** @description The login service's answer; the widgets read only the status code. */
    LoginStatusResult: {
      /**
       * @example SUCCESS
       * @example OK
       * @example RENEWED
       * @example UNAUTHORIZED
       */
      status: string;
    };
  };
  responses: {
    /**
     * @description Any other failure: another status, a gateway's HTML or text page, a problem document. The widget shows
     *     the state described for the operation; it never shows the body.
     */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description `NOT_FOUND`: no subscription has this token. */
    NewsletterTokenUnknown: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['NewsletterError'];
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description `EXPIRED`: the link is older than 14 days; nothing changed. */
    NewsletterTokenExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['NewsletterError'];
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description `UNAUTHORIZED`: no valid staff token. */
    PreviewUnauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PreviewStatusResult'];
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description `FORBIDDEN`: a cross-site request; nothing changed. */
    PreviewForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PreviewStatusResult'];
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /**
     * @description The storefront the call is made for. The service applies that storefront's rules (required fields,
     *     salutation, legal consent); a sign-up without a known storefront is refused with 400 `VALIDATION`.
     */
    HunterSite: components['schemas']['Site'];
    /** @description The page the call is made from (origin and path, never the query). Not sent with a sign-up (the widget leaves it out); the confirmation and the subscription update send it. */
    OriginalAddress: string;
    /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
    SubscriberToken: string;
    /**
     * @description Always `XMLHttpRequest`. A cross-site form cannot send it, so a service that requires it (403 without)
     *     cannot be called by another site's form.
     */
    CsrfHeader: 'XMLHttpRequest';
    /** @description The logged-in customer's signed token (claims `exp`, `ren`, `lid`, in seconds). */
    LoginTokenCookie: string;
    /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
    StaffAuthTokenCookie: string;
    /** @description As `StaffAuthToken`, set by the staff system. */
    CobraAuthTokenCookie: string;
  };
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before trying again. */
    RetryAfter: string;
    /** @description `no-store`: the answer is personal. */
    NoStore: string;
    /** @description The cookie set or cleared (`Path=/`, `SameSite=Lax`). */
    SetCookie: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  createNewsletterSubscriber: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The storefront the call is made for. The service applies that storefront's rules (required fields,
         *     salutation, legal consent); a sign-up without a known storefront is refused with 400 `VALIDATION`.
         */
        'X-Hunter-Site': components['parameters']['HunterSite'];
        /** @description The page the call is made from (origin and path, never the query). Not sent with a sign-up (the widget leaves it out); the confirmation and the subscription update send it. */
        'X-Original-Address'?: components['parameters']['OriginalAddress'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateNewsletterSubscriberRequest'];
      };
    };
    responses: {
      /** @description Signed up (or already signed up); the confirmation mail is on its way. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterSignUpResult'];
        };
      };
      /**
       * @description `INVALID_EMAIL`: the service refuses the address (shown on the email field). `VALIDATION`: another
       *     field, the body or the `X-Hunter-Site` header is not acceptable (`fields` names them); the form
       *     shows its technical-error banner.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `FORBIDDEN`: a cross-site request (another site's page sending the form through a visitor's browser). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `UNSUPPORTED_MEDIA_TYPE`: the body is not JSON. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `RATE_LIMITED`: too many sign-ups for this address or from this client. */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `INTERNAL`: the service failed. The form shows its technical-error banner. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getNewsletterSubscriber: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The storefront the call is made for. The service applies that storefront's rules (required fields,
         *     salutation, legal consent); a sign-up without a known storefront is refused with 400 `VALIDATION`.
         */
        'X-Hunter-Site': components['parameters']['HunterSite'];
      };
      path: {
        /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
        subscriberToken: components['parameters']['SubscriberToken'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterSubscription'];
        };
      };
      404: components['responses']['NewsletterTokenUnknown'];
      410: components['responses']['NewsletterTokenExpired'];
      default: components['responses']['Failure'];
    };
  };
  updateNewsletterSubscriber: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The storefront the call is made for. The service applies that storefront's rules (required fields,
         *     salutation, legal consent); a sign-up without a known storefront is refused with 400 `VALIDATION`.
         */
        'X-Hunter-Site': components['parameters']['HunterSite'];
        /** @description The page the call is made from (origin and path, never the query). Not sent with a sign-up (the widget leaves it out); the confirmation and the subscription update send it. */
        'X-Original-Address'?: components['parameters']['OriginalAddress'];
      };
      path: {
        /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
        subscriberToken: components['parameters']['SubscriberToken'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNewsletterSubscriberRequest'];
      };
    };
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterStatusResult'];
        };
      };
      /** @description `VALIDATION`: a field is not acceptable (`fields` names it). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      404: components['responses']['NewsletterTokenUnknown'];
      410: components['responses']['NewsletterTokenExpired'];
      default: components['responses']['Failure'];
    };
  };
  confirmNewsletterSubscription: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The storefront the call is made for. The service applies that storefront's rules (required fields,
         *     salutation, legal consent); a sign-up without a known storefront is refused with 400 `VALIDATION`.
         */
        'X-Hunter-Site': components['parameters']['HunterSite'];
        /** @description The page the confirmation is made on: its origin and path, never its query (which holds the token). */
        'X-Original-Address'?: string;
      };
      path: {
        /** @description The random token of the subscription's confirmation link, valid 14 days from the sign-up. */
        subscriberToken: components['parameters']['SubscriberToken'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterStatusResult'];
        };
      };
      404: components['responses']['NewsletterTokenUnknown'];
      410: components['responses']['NewsletterTokenExpired'];
      default: components['responses']['Failure'];
    };
  };
  getCustomerBaseData: {
    parameters: {
      query?: never;
      header: {
        /** @description The value of the customer's `LoginToken` cookie. */
        'X-LoginToken': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer's data, not to be cached. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerBaseData'];
        };
      };
      /** @description `UNAUTHORIZED`: the login token is missing, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getCustomerData: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Always `XMLHttpRequest`. A cross-site form cannot send it, so a service that requires it (403 without)
         *     cannot be called by another site's form.
         */
        'X-Requested-With': components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: {
        /** @description The logged-in customer's signed token (claims `exp`, `ren`, `lid`, in seconds). */
        LoginToken?: components['parameters']['LoginTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description The visitor's data, not to be cached. */
      200: {
        headers: {
          'Cache-Control': components['headers']['NoStore'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerData'];
        };
      };
      /** @description The `X-Requested-With` header is missing. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getFooterContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        site: components['schemas']['Site'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document. It may be cached (the reference backend sends `public, max-age=300`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FooterContent'];
        };
      };
      /** @description Unknown storefront. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getFooterPromotion: {
    parameters: {
      query?: {
        /**
         * @description The storefront. A real shop knows it from its domain; the reference backend serves nine storefronts
         *     on one origin and reads it here (default `DE`).
         */
        site?: components['schemas']['Site'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The promotion. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromotionWrapper'];
        };
      };
      /** @description No promotion for this storefront. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getFooterLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image; cacheable (the reference backend sends `public, max-age=86400`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description No such logo. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Failure'];
    };
  };
  getAbTestAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The assignment (not read by the widgets). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AbTestAssignment'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getAbTestsAt: {
    parameters: {
      query: {
        /** @description ISO 8601 date and time. */
        time: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AbTest'][];
        };
      };
      /** @description `time` is not an ISO date-time. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceError'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  checkPreviewAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
        StaffAuthToken?: components['parameters']['StaffAuthTokenCookie'];
        /** @description As `StaffAuthToken`, set by the staff system. */
        CobraAuthToken?: components['parameters']['CobraAuthTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description Staff, with the preview settings in effect (if any). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckAuth'];
        };
      };
      401: components['responses']['PreviewUnauthorized'];
      default: components['responses']['Failure'];
    };
  };
  previewLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
        StaffAuthToken?: components['parameters']['StaffAuthTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description Logged out; the staff cookie is cleared. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
        };
      };
      403: components['responses']['PreviewForbidden'];
      default: components['responses']['Failure'];
    };
  };
  renewPreviewLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
        StaffAuthToken?: components['parameters']['StaffAuthTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description Renewed; a fresh staff cookie is set. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
        };
      };
      401: components['responses']['PreviewUnauthorized'];
      403: components['responses']['PreviewForbidden'];
      default: components['responses']['Failure'];
    };
  };
  setPreview: {
    parameters: {
      query?: {
        /** @description The A/B test's name; empty for none. */
        test?: string;
        /** @description The group of that test; empty for none. */
        group?: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
        StaffAuthToken?: components['parameters']['StaffAuthTokenCookie'];
      };
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PreviewTokenRequest'];
      };
    };
    responses: {
      /** @description Applied. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
        };
      };
      /** @description `BAD_REQUEST`: the date, or the test and group, are not acceptable. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      401: components['responses']['PreviewUnauthorized'];
      403: components['responses']['PreviewForbidden'];
      /** @description `UNSUPPORTED_MEDIA_TYPE`: the body is not JSON. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  endPreview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description The staff member's signed token; without it (or `CobraAuthToken`) the call is unauthorized. */
        StaffAuthToken?: components['parameters']['StaffAuthTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description Ended (also when no preview was set). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewStatusResult'];
        };
      };
      401: components['responses']['PreviewUnauthorized'];
      403: components['responses']['PreviewForbidden'];
      default: components['responses']['Failure'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Always `XMLHttpRequest`. A cross-site form cannot send it, so a service that requires it (403 without)
         *     cannot be called by another site's form.
         */
        'X-Requested-With': components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
        };
      };
      /** @description `BAD_REQUEST`: the body is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `UNAUTHORIZED`: wrong address or password. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `FORBIDDEN`: the `X-Requested-With` header is missing. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `UNSUPPORTED_MEDIA_TYPE`: the body is not JSON. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /**
       * @description `TOO_MANY_REQUESTS`: too many failed logins for this account or from this client; refused before
       *     the password is checked.
       */
      429: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  renewLoginToken: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Always `XMLHttpRequest`. A cross-site form cannot send it, so a service that requires it (403 without)
         *     cannot be called by another site's form.
         */
        'X-Requested-With': components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: {
        /** @description The logged-in customer's signed token (claims `exp`, `ren`, `lid`, in seconds). */
        LoginToken?: components['parameters']['LoginTokenCookie'];
      };
    };
    /** @description An empty JSON object. */
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description `OK`: not due yet; nothing changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
        };
      };
      /** @description `RENEWED`: a fresh `LoginToken` cookie is set. */
      201: {
        headers: {
          'Set-Cookie': components['headers']['SetCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
        };
      };
      /** @description `UNAUTHORIZED`: the login token is missing, invalid or expired. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description `FORBIDDEN`: the `X-Requested-With` header is missing. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The service failed; the renewal tries again at its next check. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getLongtermToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description The logged-in customer's signed token (claims `exp`, `ren`, `lid`, in seconds). */
        LoginToken?: components['parameters']['LoginTokenCookie'];
      };
    };
    requestBody?: never;
    responses: {
      /** @description A fresh `LongtermToken` cookie is set. */
      200: {
        headers: {
          'Set-Cookie': components['headers']['SetCookie'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginStatusResult'];
        };
      };
      /** @description Not logged in; nothing set. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      default: components['responses']['Failure'];
    };
  };
}
