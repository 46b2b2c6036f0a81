import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every URL of docs/product.md §2, registered once per language: French at the root, English and Spanish under
 * /en and /es. Route ids are "<lang>:<name>"; some pages read their title from the name ("shell.<name>" messages).
 */
type Lang = "fr" | "en" | "es";

function localized(lang: Lang): RouteConfigEntry[] {
  const prefix = lang === "fr" ? "" : `${lang}/`;
  const r = (path: string, file: string, name: string, children?: RouteConfigEntry[]) => route(`${prefix}${path}`, file, { id: `${lang}:${name}` }, children);
  const child = (path: string, file: string, name: string, children?: RouteConfigEntry[]) => route(path, file, { id: `${lang}:${name}` }, children);
  const lid = (name: string) => ({ id: `${lang}:layout-${name}` });

  return [
    layout("layouts/main.tsx", lid("main"), [
      lang === "fr" ? index("routes/content-page.tsx", { id: "fr:home" }) : route(lang, "routes/content-page.tsx", { id: `${lang}:home` }),
      r("home-momentum/:slug", "routes/content-page.tsx", "home-momentum"),
      r("account", "routes/account/layout.tsx", "account", [
        child("agenda/active", "routes/account/agenda.tsx", "account.agenda-active"),
        child("agenda/past", "routes/account/agenda.tsx", "account.agenda-past"),
        child("favorites/articles", "routes/account/favorites.tsx", "account.favorites-articles"),
        child("favorites/events", "routes/account/favorites.tsx", "account.favorites-events"),
        child("favorites/topics", "routes/account/favorites.tsx", "account.favorites-topics"),
        child("help", "routes/account/help.tsx", "account.help"),
        child("profile", "routes/account/profile.tsx", "account.profile"),
      ]),
      r("actions", "routes/actions.tsx", "actions"),
      r("api-error", "routes/api-result.tsx", "api-error"),
      r("api-success", "routes/api-result.tsx", "api-success"),
      r("builder/__builder-preview__", "routes/builder/page-preview.tsx", "builder-preview"),
      r("builder/__symbol-preview__", "routes/builder/symbol-preview.tsx", "symbol-preview"),
      r("change-email", "routes/auth/change-email.tsx", "change-email"),
      r("events", "routes/events/listing.tsx", "events"),
      r("events/city/:city", "routes/events/listing.tsx", "events.city"),
      r("events/city/:city/topic/:topic", "routes/events/listing.tsx", "events.city-topic"),
      r("events/topic/:topic", "routes/events/listing.tsx", "events.topic"),
      r("events/type/:type", "routes/events/listing.tsx", "events.type"),
      r("events/series/:id", "routes/events/series.tsx", "events.series"),
      r("events/e/:slug", "routes/events/event.tsx", "event", [
        child("attend", "routes/events/event-attend.tsx", "event.attend"),
        child("feedback", "routes/events/event-feedback.tsx", "event.feedback"),
        child("unattend", "routes/events/event-unattend.tsx", "event.unattend"),
      ]),
      r("e/:slug", "routes/events/event.tsx", "e", [
        child("attend", "routes/events/event-attend.tsx", "e.attend"),
        child("unattend", "routes/events/event-unattend.tsx", "e.unattend"),
      ]),
      r("media", "routes/media/index.tsx", "media"),
      r("media/tag", "routes/media/tag.tsx", "media.tag"),
      r("media/:category", "routes/media/index.tsx", "media.category"),
      r("media/:category/:slug", "routes/media/article.tsx", "media.article"),
      r("organize", "routes/organize/index.tsx", "organize"),
      r("organize/api", "routes/organize/api-tokens.tsx", "organize.api"),
      r("organize/duplicate/:slug", "routes/organize/duplicate.tsx", "organize.duplicate"),
      r("organize/event/:slug", "routes/organize/event-layout.tsx", "organize.event", [
        child("attendees", "routes/organize/attendees.tsx", "organize.event.attendees"),
        child("checkin", "routes/organize/checkin.tsx", "organize.event.checkin"),
        child("dashboard", "routes/organize/dashboard.tsx", "organize.event.dashboard"),
        child("edit", "routes/organize/edit.tsx", "organize.event.edit"),
        child("feedbacks", "routes/organize/feedbacks.tsx", "organize.event.feedbacks"),
      ]),
      r("organize/widgets", "routes/organize/widgets.tsx", "organize.widgets"),
      r("organize/widgets/new", "routes/organize/widget-builder.tsx", "organize.widgets.new"),
      r("organize/widgets/:id", "routes/organize/widget-builder.tsx", "organize.widgets.edit"),
      r("organize/mine", "routes/organize/mine-layout.tsx", "organize.mine", [
        child("active", "routes/organize/mine.tsx", "organize.mine.active"),
        child("cancelled", "routes/organize/mine.tsx", "organize.mine.cancelled"),
        child("past", "routes/organize/mine.tsx", "organize.mine.past"),
      ]),
      r("playlist/:slug", "routes/media/playlist.tsx", "playlist"),
      r("recos/:slug", "routes/media/recos.tsx", "recos"),
      r("resources", "routes/media/resources.tsx", "resources"),
      r("search", "routes/search.tsx", "search"),
      r("sondages", "routes/polls/sondages.tsx", "sondages"),
      r(":slug", "routes/content-page.tsx", "page"),
      r("*", "routes/not-found.tsx", "not-found"),
    ]),
    layout("layouts/chiche.tsx", lid("chiche"), [r("home-chiche", "routes/content-page.tsx", "home-chiche")]),
    layout("layouts/bare.tsx", lid("bare"), [
      r("activate", "routes/auth/activate.tsx", "activate"),
      r("cover", "routes/organize/cover.tsx", "cover"),
      r("iframe/elections2022", "routes/iframe/widget.tsx", "iframe.elections2022"),
      r("iframe/techforgoodtour", "routes/iframe/widget.tsx", "iframe.techforgoodtour"),
      r("iframe/techforgoodtour-partners", "routes/iframe/widget.tsx", "iframe.techforgoodtour-partners"),
      r("iframe/thedaysafter", "routes/iframe/widget.tsx", "iframe.thedaysafter"),
      r("iframe/preview", "routes/iframe/preview.tsx", "iframe.preview"),
      r("iframe/:id", "routes/iframe/widget.tsx", "iframe"),
      r("iframe/:id/embed", "routes/iframe/embed.tsx", "iframe.embed"),
      r("login", "routes/auth/login.tsx", "login", [
        child("start", "routes/auth/login-step.tsx", "login.start"),
        child("password", "routes/auth/login-step.tsx", "login.password"),
        child("create-password", "routes/auth/login-step.tsx", "login.create-password"),
        child("register", "routes/auth/login-step.tsx", "login.register"),
        child("customize", "routes/auth/login-step.tsx", "login.customize"),
      ]),
      r("logout", "routes/auth/logout.tsx", "logout"),
      r("lost-password", "routes/auth/lost-password.tsx", "lost-password"),
      r("reset-password", "routes/auth/reset-password.tsx", "reset-password"),
    ]),
    layout("layouts/bare-no-loader.tsx", lid("bare-no-loader"), [
      r("admin", "routes/admin/layout.tsx", "admin", [
        index("routes/admin/entries.tsx", { id: `${lang}:admin.entries` }),
        child("entries/:id", "routes/admin/entry.tsx", "admin.entry"),
        child("translations", "routes/admin/translations.tsx", "admin.translations"),
        child("taxonomies", "routes/admin/taxonomies.tsx", "admin.taxonomies"),
        child("widgets", "routes/admin/widgets.tsx", "admin.widgets"),
        child("events", "routes/admin/events.tsx", "admin.events"),
        child("users", "routes/admin/users.tsx", "admin.users"),
        child("media", "routes/admin/media.tsx", "admin.media"),
        child("comments", "routes/admin/comments.tsx", "admin.comments"),
        child("audit", "routes/admin/audit.tsx", "admin.audit"),
      ]),
    ]),
    layout("layouts/game.tsx", lid("game"), [
      r("game", "routes/game/index.tsx", "game"),
      r("game/play", "routes/game/play.tsx", "game.play"),
      r("game/archive", "routes/game/archive.tsx", "game.archive"),
    ]),
    layout("layouts/organize.tsx", lid("organize"), [
      r("organize/create", "routes/organize/create-layout.tsx", "organize.create", [
        child("event", "routes/organize/create-step.tsx", "organize.create.event"),
        child("settings", "routes/organize/create-step.tsx", "organize.create.settings"),
        child("questions", "routes/organize/create-step.tsx", "organize.create.questions"),
        child("style", "routes/organize/create-step.tsx", "organize.create.style"),
        child("emails", "routes/organize/create-step.tsx", "organize.create.emails"),
      ]),
    ]),
  ];
}

/** The API's reference page, in English only: /api/docs (workers/app.ts lets it past the API's JSON 404). */
const apiDocs = route("api/docs", "routes/api-docs.tsx", { id: "fr:api-docs" });

export default [...localized("fr"), ...localized("en"), ...localized("es"), apiDocs] satisfies RouteConfig;
