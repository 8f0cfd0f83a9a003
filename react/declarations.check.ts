/**
 * Compiled by `npm run typecheck`: the published declarations of `storefront-widgets/react`'s runtime part
 * (types/react.d.ts) and the source's exports are the same types, each way.
 */
import type * as Declared from '../types/react.d.ts';
import type * as Source from './index.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const declarationsMatch: [
  Same<Parameters<typeof Declared.StorefrontElement>, Parameters<typeof Source.StorefrontElement>>,
  Same<typeof Declared.createBundleHandler, typeof Source.createBundleHandler>,
  Same<Declared.StorefrontElementProps, Source.StorefrontElementProps>,
  Same<Declared.BundleHandlerOptions, Source.BundleHandlerOptions>,
] = [true, true, true, true];
