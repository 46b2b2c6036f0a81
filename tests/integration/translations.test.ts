import { env } from "cloudflare:workers";
import { expect, onTestFinished, test } from "vitest";
import { LANGS } from "~/i18n/locale";
import { forgetTranslations, loadMessages, translationsCacheKey } from "~/i18n/messages.server";
import { createTranslation } from "../factories/site";
import { renderPage } from "../support/pages";

/** Once the test is over, its entry goes and so do the KV copies it went into: each test starts from the bundled catalogue. */
function forgetAfterTest(module: string, key: string, context = "") {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM translations WHERE module = ? AND key = ? AND context = ?").bind(module, key, context).run();
    for (const lang of LANGS) await env.CACHE.delete(translationsCacheKey(lang));
    forgetTranslations();
  });
}

test("translation entries from D1 override the bundled catalogue and are cached in KV", async () => {
  await createTranslation("events", "participate", { fr: "Je viens !", en: "I'm in!" });
  forgetAfterTest("events", "participate");
  const fr = await loadMessages(env, "fr", []);
  expect(fr["events.participate"]).toBe("Je viens !");
  expect(fr["nav.events"]).toBe("Événements");
  const es = await loadMessages(env, "es", []);
  expect(es["events.participate"]).toBe("Participar");
  expect(await env.CACHE.get(translationsCacheKey("fr"), "json")).toEqual({ "events.participate": "Je viens !" });
});

test("entries with a context get their own id", async () => {
  await createTranslation("mks-vue", "close", { fr: "Fermer la fenêtre" }, "modal");
  forgetAfterTest("mks-vue", "close", "modal");
  await env.CACHE.delete(translationsCacheKey("fr"));
  forgetTranslations();
  const fr = await loadMessages(env, "fr", []);
  expect(fr["mks-vue.close#modal"]).toBe("Fermer la fenêtre");
  expect(fr["mks-vue.close"]).toBe("Fermer");
});

test("an isolate keeps the entries it read for a while, and forgets them when told (an edit in /admin)", async () => {
  await createTranslation("events", "like", { fr: "J'adore" });
  forgetAfterTest("events", "like");
  expect((await loadMessages(env, "fr", []))["events.like"]).toBe("J'adore");
  await env.DB.prepare("UPDATE translations SET texts = ? WHERE module = 'events' AND key = 'like'")
    .bind(JSON.stringify({ fr: "Coup de cœur" }))
    .run();
  await env.CACHE.delete(translationsCacheKey("fr"));
  expect((await loadMessages(env, "fr", []))["events.like"]).toBe("J'adore");
  forgetTranslations();
  expect((await loadMessages(env, "fr", []))["events.like"]).toBe("Coup de cœur");
});

test("a page gets the scoped groups of its section only: the admin's labels stay out of the public pages", async () => {
  const publicPage = await loadMessages(env, "fr", []);
  expect(publicPage["nav.events"]).toBe("Événements");
  expect(publicPage["account.nav.profile"]).toBe("Mon profil");
  expect(Object.keys(publicPage).some((id) => id.startsWith("admin.") || id.startsWith("organize.") || id.startsWith("game."))).toBe(false);
  const admin = await loadMessages(env, "fr", ["admin", "organize"]);
  expect(Object.keys(admin).some((id) => id.startsWith("admin."))).toBe(true);
  expect(Object.keys(admin).some((id) => id.startsWith("organize."))).toBe(true);
  expect(Object.keys(admin).some((id) => id.startsWith("game."))).toBe(false);
  expect(Object.keys(admin).length).toBeGreaterThan(Object.keys(publicPage).length);
});

test("pages carry their section's labels in the HTML, and no other section's", async () => {
  const [events, game] = await Promise.all([renderPage("/events"), renderPage("/game")]);
  expect(events.html).toContain("nav.events");
  for (const id of [
    "game.puzzle",
    "admin.meta.description",
    "organize.form.create.lead",
    "account.nav.agendaPast",
    "shell.account.profile",
    "search.title",
    "apiResult.error.title",
  ]) {
    expect(events.html).not.toContain(id);
  }
  expect(events.html).toContain("filters.topic");
  expect(events.html).toContain("waitlist.join");
  expect(game.html).toContain("game.puzzle");
  expect(game.html).not.toContain("admin.meta.description");
  expect(game.html).not.toContain("filters.topic");
});
