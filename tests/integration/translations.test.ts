import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { loadMessages, translationsCacheKey } from "~/i18n/messages.server";

test("translation entries from D1 override the bundled catalogue and are cached in KV", async () => {
  await env.DB.prepare("INSERT INTO translations (module, key, context, texts) VALUES ('events', 'participate', '', ?)")
    .bind(JSON.stringify({ fr: "Je viens !", en: "I'm in!" }))
    .run();
  const fr = await loadMessages(env, "fr");
  expect(fr["events.participate"]).toBe("Je viens !");
  expect(fr["nav.events"]).toBe("Événements");
  const es = await loadMessages(env, "es");
  expect(es["events.participate"]).toBe("Participar");
  expect(await env.CACHE.get(translationsCacheKey("fr"), "json")).toEqual({ "events.participate": "Je viens !" });
});

test("entries with a context get their own id", async () => {
  await env.DB.prepare("INSERT INTO translations (module, key, context, texts) VALUES ('mks-vue', 'close', 'modal', ?)")
    .bind(JSON.stringify({ fr: "Fermer la fenêtre" }))
    .run();
  await env.CACHE.delete(translationsCacheKey("fr"));
  const fr = await loadMessages(env, "fr");
  expect(fr["mks-vue.close#modal"]).toBe("Fermer la fenêtre");
  expect(fr["mks-vue.close"]).toBe("Fermer");
});
