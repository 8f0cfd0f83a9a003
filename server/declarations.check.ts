/**
 * Compiled by `npm run typecheck`: the published declarations of `storefront-widgets/server` (types/server.d.ts)
 * and the source's exports are the same types, each way. A change to one without the other fails here.
 */
import type * as Declared from '../types/server.d.ts';
import type * as Source from './index.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const declarationsMatch: [
  Same<typeof Declared.renderElement, typeof Source.renderElement>,
  Same<typeof Declared.elementStylesheet, typeof Source.elementStylesheet>,
  Same<typeof Declared.SERVER_TAGS, typeof Source.SERVER_TAGS>,
  Same<typeof Declared.DEFAULT_ASSET_BASE, typeof Source.DEFAULT_ASSET_BASE>,
  Same<Declared.RenderOptions, Source.RenderOptions>,
  Same<Declared.ElementAttributes, Source.ElementAttributes>,
  Same<Declared.ElementStylesheet, Source.ElementStylesheet>,
  Same<Declared.ServerTag, Source.ServerTag>,
  Same<Declared.ServicesSetting, Source.ServicesSetting>,
  Same<typeof Declared.createFragmentHandler, typeof Source.createFragmentHandler>,
  Same<typeof Declared.nodeHandler, typeof Source.nodeHandler>,
  Same<Declared.FragmentHandlerOptions, Source.FragmentHandlerOptions>,
  Same<Declared.FragmentHandler, Source.FragmentHandler>,
  Same<Declared.Site, Source.Site>,
  Same<Declared.NodeRequest, Source.NodeRequest>,
  Same<Declared.NodeResponse, Source.NodeResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
