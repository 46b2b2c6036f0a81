import { Hono } from "hono";
import * as v from "valibot";
import { getEnv } from "~/env.server";
import { escapeHtml } from "~/lib/escape-html";
import { isLoopbackUrl } from "~/lib/loopback";

const OutboxRowSchema = v.object({
  id: v.string(),
  to_email: v.string(),
  kind: v.string(),
  lang: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.string(),
});

/**
 * The local outbox viewer: every email the app "sent", newest first. It shows reset and login links, so it
 * exists only with MAIL_TRANSPORT=outbox, on a local site, for a request to a loopback host: a foreign
 * Host header gets 404 (docs/decisions/010).
 */
export const devMail = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const config = getEnv(c.env);
  if (config.MAIL_TRANSPORT !== "outbox" || !config.local || !isLoopbackUrl(c.req.url)) return c.notFound();
  const to = c.req.query("to");
  const statement = to
    ? c.env.DB.prepare("SELECT * FROM outbox WHERE to_email = ? ORDER BY created_at DESC LIMIT 50").bind(to)
    : c.env.DB.prepare("SELECT * FROM outbox ORDER BY created_at DESC LIMIT 50");
  const { results } = await statement.all();
  const mails = results.map((row) => v.parse(OutboxRowSchema, row));
  if (c.req.header("accept")?.includes("application/json")) return c.json({ data: mails });
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><strong>À :</strong> ${escapeHtml(mail.to_email)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.lang)} · <time>${escapeHtml(mail.created_at)}</time></p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join("\n");
  return c.html(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte d'envoi locale</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem">
<h1>Boîte d'envoi locale</h1><p>${mails.length} message(s)</p>${items || "<p>Aucun message.</p>"}</body></html>`);
});
