import { use, useEffect, type Context, type ReactNode } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";
import type { CompiledMessages } from "~/i18n/catalogues";
import { IntlProvider } from "~/i18n/intl";
import type { Lang } from "~/i18n/locale";
import type { BlockData } from "../block-data";
import { BlockDataProvider } from "./block-data-context";
import { CHILDREN_SLOT, HAS_CHILDREN, KeptSlot, SlotsContext, type AnyComponent } from "./island-markers";

/**
 * React Router's contexts, handed from the page to each island root (a root of its own does not inherit the
 * page's contexts): links, `useLocation` and the root loader's data work in islands as on the page. They are
 * React Router's `UNSAFE_` exports, not its public API: island-root.test.ts fails when an upgrade adds, drops or
 * changes one, so the list is reviewed then.
 */
export const ROUTER_CONTEXTS = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
] as unknown as readonly Context<unknown>[];

/** The current values of React Router's contexts, in ROUTER_CONTEXTS order. */
export function useRouterContexts(): unknown[] {
  const values: unknown[] = [];
  for (const context of ROUTER_CONTEXTS) values.push(use(context));
  return values;
}

function RouterBridge({ values, children }: { values: readonly unknown[]; children: ReactNode }) {
  return ROUTER_CONTEXTS.reduceRight<ReactNode>(
    (inner, Context, index) => (
      <Context key={index} value={values[index]}>
        {inner}
      </Context>
    ),
    children,
  );
}

/**
 * What an island takes from the page: its language and labels, the loader's block data and the router. Islands
 * use no other context (session, toasts, login flow); a block that comes to need one gets it handed here.
 */
export type IslandEnvironment = { lang: Lang; messages: CompiledMessages; blockData: BlockData; router: readonly unknown[] };

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * The tree of one island root: the block with the options the server rendered it with and its kept slots, as
 * on the server (island-markers.tsx), so the server's HTML hydrates as it is. `onHydrated` runs once the block
 * has hydrated.
 */
export function IslandRoot({
  component: Component,
  props,
  slots,
  environment,
  onHydrated,
}: {
  component: AnyComponent;
  props: Record<string, unknown>;
  slots: ReadonlyMap<string, string>;
  environment: IslandEnvironment;
  onHydrated: () => void;
}) {
  const { [HAS_CHILDREN]: hasChildren, ...options } = props;
  return (
    <RouterBridge values={environment.router}>
      <IntlProvider lang={environment.lang} messages={environment.messages}>
        <BlockDataProvider data={environment.blockData}>
          <SlotsContext value={slots}>
            <Component {...options}>{hasChildren ? <KeptSlot slot={CHILDREN_SLOT} /> : undefined}</Component>
            <Hydrated onHydrated={onHydrated} />
          </SlotsContext>
        </BlockDataProvider>
      </IntlProvider>
    </RouterBridge>
  );
}
