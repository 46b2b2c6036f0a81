import type { Lang } from "~/i18n/locale";
import { newRecordId } from "~/lib/record-id";

export type MailAttachment = { filename: string; contentType: string; content: string };

/** One outgoing email, written in the recipient's language. */
export type Mail = {
  to: string;
  /** What the email is for ("activation", "attend-confirmation"…): /dev/mail and tests filter on it. */
  kind: string;
  lang: Lang;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/**
 * The outbox row of `mail`, for a caller that writes it in the same batch as the change it announces.
 * The outbox is the queue of every transport: with MAIL_TRANSPORT=outbox (local default) the rows are only
 * shown at /dev/mail; an HTTP sender delivers the rows whose `sent_at` is null.
 */
export function outboxStatement(db: D1Database, mail: Mail): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(newRecordId(), mail.to, mail.kind, mail.lang, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? []));
}

/** The outbox row of `mail`, written only if `when` holds at that point of the batch (a token was spent…). */
export function outboxStatementWhen(db: D1Database, mail: Mail, when: { sql: string; params: unknown[] }): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO outbox (id, to_email, kind, lang, subject, text, html, attachments) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${when.sql}`)
    .bind(newRecordId(), mail.to, mail.kind, mail.lang, mail.subject, mail.text, mail.html ?? null, JSON.stringify(mail.attachments ?? []), ...when.params);
}

/** Sends `mail`: writes it to the D1 outbox. */
export async function sendMail(env: Env, mail: Mail): Promise<void> {
  await outboxStatement(env.DB, mail).run();
}
