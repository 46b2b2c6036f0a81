import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { Suspense, useEffect, useSyncExternalStore } from "react";
import type { Route } from "./+types/root";
import { getPublicEnv } from "./env.server";
import { ErrorPage } from "./components/error-page";
import { ToastProvider } from "./components/ui/toasts";
import { AttendedEventsProvider } from "./features/attend/attended-events";
import { LoginFlowProvider } from "./features/accounts/login-flow/login-flow-provider";
import { SessionProvider } from "./features/accounts/sessions/session-context";
import type { CompiledMessages } from "./i18n/catalogues";
import { IntlProvider, messageText } from "./i18n/intl";
import { langFromPath } from "./i18n/locale";
import { messageGroupsFor } from "./i18n/message-groups";
import { loadMessages } from "./i18n/messages.server";
import { lazyReady } from "./lib/lazy-ready";
import { markHydrated } from "./lib/readiness";
import type { RootData } from "./lib/root-data";
import appCss from "./styles/app.css?url";

// Browser-only effects: their code loads once the page has hydrated (docs/architecture.md §7 "Small first load").
const ClientBehaviours = lazyReady(() => import("./components/client-behaviours").then((module) => module.ClientBehaviours));
const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

// (The Worker test runner resolves CSS URLs to "", hence the condition.)
export const links: Route.LinksFunction = () => [
  // With a precedence, React emits the stylesheet at the top of <head>, before the script preloads.
  ...(appCss ? [{ rel: "stylesheet", href: appCss, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Only when the root loader itself failed: the catalogues are not in the browser bundle (they come with
 * the root data), so labels show their ids.
 */
const NO_MESSAGES: CompiledMessages = {};

/** The document title of the error page; other pages set their own metadata. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messages = loaderData?.messages ?? NO_MESSAGES;
  const title = messageText(messages, status === 404 ? "error.404" : status === 410 ? "error.410" : "error.other");
  return [{ title: `${title} · ${messageText(messages, "site.name")}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const env = context.cloudflare.env;
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const messages = await loadMessages(env, lang, messageGroupsFor(pathname));
  return { lang, messages, config: getPublicEnv(env), nonce: context.nonce };
}

/** The labels a page gets: its language's, with the scoped groups of its section (i18n/message-groups.ts). */
const labelsOf = (url: URL) => `${langFromPath(url.pathname)}:${messageGroupsFor(url.pathname).join()}`;

/** The root data (language, labels, settings) only changes with the language and the section's labels. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  labelsOf(currentUrl) !== labelsOf(nextUrl) || (defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // False on the server and while hydrating, true after: the behaviours are never part of the server's HTML.
  const hydrated = useSyncExternalStore(subscribeNever, inBrowser, onServer);
  // Hydrated at the root's commit (data-ready, lib/readiness.ts); the lazy parts count themselves until they come.
  useEffect(markHydrated, []);
  const location = useLocation();
  const lang = data?.lang ?? langFromPath(location.pathname);
  const apiBase = data?.config.apiBase ?? "/api/v1";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider lang={lang} messages={data?.messages ?? NO_MESSAGES}>
          <ToastProvider>
            <SessionProvider apiBase={apiBase}>
              <LoginFlowProvider apiBase={apiBase}>
                <AttendedEventsProvider apiBase={apiBase}>{children}</AttendedEventsProvider>
              </LoginFlowProvider>
            </SessionProvider>
          </ToastProvider>
        </IntlProvider>
        {hydrated ? (
          <Suspense>
            <ClientBehaviours buildId={__BUILD_ID__} />
          </Suspense>
        ) : null}
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} error={error} />;
}
