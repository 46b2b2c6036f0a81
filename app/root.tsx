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
import type { Route } from "./+types/root";
import { getConfig, publicConfig } from "./config.server";
import { ClientBehaviours } from "./components/client-behaviours";
import { ErrorPage } from "./components/error-page";
import { ToastProvider } from "./components/ui/toasts";
import { LoginFlowProvider } from "./features/login-flow/login-flow-provider";
import { SessionProvider } from "./features/session/session-context";
import { IntlProvider } from "./i18n/intl";
import { langFromPath } from "./i18n/locale";
import { loadMessages } from "./i18n/messages.server";
import { CATALOGUES } from "./i18n/catalogues";
import appCss from "./styles/app.css?url";
import themesCss from "./styles/themes.css?url";
import tokensCss from "./styles/tokens.css?url";

// (The Worker test runner resolves CSS URLs to "", hence the filter.)
export const links: Route.LinksFunction = () => [
  ...[tokensCss, themesCss, appCss].filter(Boolean).map((href) => ({ rel: "stylesheet", href })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The document title of the error page; other pages set their own metadata. */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messages = loaderData?.messages ?? CATALOGUES.fr;
  const title = messages[status === 404 ? "error.404" : status === 410 ? "error.410" : "error.other"];
  return [{ title: `${title} · ${messages["site.name"]}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const lang = langFromPath(new URL(request.url).pathname);
  const messages = await loadMessages(env, lang);
  return { lang, messages, config: publicConfig(getConfig(env)), nonce: context.nonce };
}

/** The root data (language, labels, settings) only changes with the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname) || (defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname);

export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root data missing");
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
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
        <IntlProvider lang={lang} messages={data?.messages ?? CATALOGUES[lang]}>
          <ToastProvider>
            <SessionProvider apiBase={apiBase}>
              <LoginFlowProvider apiBase={apiBase}>{children}</LoginFlowProvider>
            </SessionProvider>
          </ToastProvider>
        </IntlProvider>
        <ClientBehaviours buildId={__BUILD_ID__} />
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
