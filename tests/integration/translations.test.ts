import { env } from "cloudflare:workers";
import { expect, onTestFinished, test } from "vitest";
import { LANGS } from "~/i18n/locale";
import { forgetTranslations, loadMessages, translationsCacheKey } from "~/i18n/messages.server";
import { createTranslation } from "../factories/site";

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
  const fr = await loadMessages(env, "fr");
  expect(fr["events.participate"]).toBe("Je viens !");
  expect(fr["nav.events"]).toBe("Événements");
  const es = await loadMessages(env, "es");
  expect(es["events.participate"]).toBe("Participar");
  expect(await env.CACHE.get(translationsCacheKey("fr"), "json")).toEqual({ "events.participate": "Je viens !" });
});

test("entries with a context get their own id", async () => {
  await createTranslation("mks-vue", "close", { fr: "Fermer la fenêtre" }, "modal");
  forgetAfterTest("mks-vue", "close", "modal");
  await env.CACHE.delete(translationsCacheKey("fr"));
  forgetTranslations();
  const fr = await loadMessages(env, "fr");
  expect(fr["mks-vue.close#modal"]).toBe("Fermer la fenêtre");
  expect(fr["mks-vue.close"]).toBe("Fermer");
});

test("an isolate keeps the entries it read for a while, and forgets them when told (an edit in /admin)", async () => {
  await createTranslation("events", "like", { fr: "J'adore" });
  forgetAfterTest("events", "like");
  expect((await loadMessages(env, "fr"))["events.like"]).toBe("J'adore");
  await env.DB.prepare("UPDATE translations SET texts = ? WHERE module = 'events' AND key = 'like'")
    .bind(JSON.stringify({ fr: "Coup de cœur" }))
    .run();
  await env.CACHE.delete(translationsCacheKey("fr"));
  expect((await loadMessages(env, "fr"))["events.like"]).toBe("J'adore");
  forgetTranslations();
  expect((await loadMessages(env, "fr"))["events.like"]).toBe("Coup de cœur");
});
