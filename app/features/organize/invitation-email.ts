import { ATTEND_MAIL_LABELS } from "~/features/attend/attend-email-messages";
import { formatWhen, renderHtml, renderText, type Paragraph } from "~/features/attend/attend-email";
import type { EventJson } from "~/features/events/event-json";
import { toIcsEvent } from "~/features/events/ics";
import { privateEventUrl } from "~/features/events/private-link";
import { CATALOGUES } from "~/i18n/catalogues";
import type { Lang } from "~/i18n/locale";
import type { InvitationMail } from "./invitations.db.server";

/**
 * Stands for each person's key in an invitation written once for many: the INSERT … SELECT that queues it puts
 * each invitation's own key in its place (SQL replace()). Keys are hex: they never contain it, and a URL keeps
 * it as it is.
 */
export const INVITATION_KEY_PLACEHOLDER = "__INVITATION_KEY__";

export type InvitationMailKind = "event-invitation" | "event-invitation-reminder";

type Texts = {
  subject: Record<InvitationMailKind, (title: string) => string>;
  intro: Record<InvitationMailKind, (inviter: string, title: string) => string>;
  organizers: string;
  note: (inviter: string) => string;
  link: string;
  decline: string;
};

/** The invitation's words, per language (docs/product.md §5 "Invitations"). */
export const INVITATION_MAIL_TEXTS: Record<Lang, Texts> = {
  fr: {
    subject: {
      "event-invitation": (title) => `Invitation : ${title}`,
      "event-invitation-reminder": (title) => `Rappel : tu es invité·e à ${title}`,
    },
    intro: {
      "event-invitation": (inviter, title) => `${inviter} t'invite à « ${title} » sur Rendez-vous.`,
      "event-invitation-reminder": (inviter, title) => `${inviter} t'a invité·e à « ${title} » et attend encore ta réponse.`,
    },
    organizers: "L'organisation",
    note: (inviter) => `Le mot de ${inviter}`,
    link: "Voir l'invitation et répondre",
    decline: "Tu ne pourras pas venir ? Dis-le depuis la même page : tu ne seras plus relancé·e.",
  },
  en: {
    subject: {
      "event-invitation": (title) => `Invitation: ${title}`,
      "event-invitation-reminder": (title) => `Reminder: you're invited to ${title}`,
    },
    intro: {
      "event-invitation": (inviter, title) => `${inviter} invites you to "${title}" on Rendez-vous.`,
      "event-invitation-reminder": (inviter, title) => `${inviter} invited you to "${title}" and is still waiting for your answer.`,
    },
    organizers: "The organizers",
    note: (inviter) => `A word from ${inviter}`,
    link: "See the invitation and answer",
    decline: "Can't make it? Say so on the same page: you won't be reminded again.",
  },
  es: {
    subject: {
      "event-invitation": (title) => `Invitación: ${title}`,
      "event-invitation-reminder": (title) => `Recordatorio: te invitan a ${title}`,
    },
    intro: {
      "event-invitation": (inviter, title) => `${inviter} te invita a «${title}» en Rendez-vous.`,
      "event-invitation-reminder": (inviter, title) => `${inviter} te invitó a «${title}» y aún espera tu respuesta.`,
    },
    organizers: "La organización",
    note: (inviter) => `Unas palabras de ${inviter}`,
    link: "Ver la invitación y responder",
    decline: "¿No puedes ir? Dilo en la misma página: no te lo volveremos a recordar.",
  },
};

/**
 * The invitation (or its reminder) to event `event` in `lang`, written once for everyone it goes to: its link is
 * the event's page with each person's key in `k` (INVITATION_KEY_PLACEHOLDER), which opens even a private event.
 * `inviter`: the name of the organizer who sent it (null: 'L'organisation'); `note`: their word, plain text.
 */
export function invitationMail(
  kind: InvitationMailKind,
  event: EventJson,
  { lang, siteUrl, inviter, note }: { lang: Lang; siteUrl: string; inviter: string | null; note?: string },
): InvitationMail {
  const texts = INVITATION_MAIL_TEXTS[lang];
  const labels = ATTEND_MAIL_LABELS[lang];
  const url = privateEventUrl(siteUrl, event.slug, lang, INVITATION_KEY_PLACEHOLDER);
  const entry = toIcsEvent(event, { lang, url, onlineLabel: CATALOGUES[lang]["events.online"] });
  const who = inviter ?? texts.organizers;
  const parts: Paragraph[] = [
    { text: texts.intro[kind](who, entry.summary) },
    ...(note?.trim() ? [{ text: `${texts.note(who)}${labels.colon}` }, { text: note.trim() }] : []),
    { text: `${labels.when}${labels.colon}${formatWhen(event, lang)}` },
    ...(entry.location ? [{ text: `${labels.where}${labels.colon}${entry.location}` }] : []),
    { text: texts.link, link: url },
    { text: texts.decline },
    { text: labels.signature },
  ];
  return { subject: texts.subject[kind](entry.summary), text: renderText(parts, labels.colon), html: renderHtml(parts) };
}
