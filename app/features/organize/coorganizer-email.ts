import type { Mail } from "~/features/mail/outbox.server";
import { localizePath, type Lang } from "~/i18n/locale";
import { escapeHtml } from "~/lib/escape-html";

/** `added`: the address has an account with a password; `invited`: it has none yet and chooses one first. */
export type CoorganizerMailKind = "coorganizer-added" | "coorganizer-invited";

type Texts = { subject: (title: string) => string; intro: (title: string) => string; how: string; action: string };
type Labels = { colon: string; signature: string };

/** Subjects, first paragraphs and links, per language and kind. */
export const COORGANIZER_MAIL_TEXTS: Record<Lang, Record<CoorganizerMailKind, Texts> & Labels> = {
  fr: {
    colon: " : ",
    signature: "L'équipe Rendez-vous",
    "coorganizer-added": {
      subject: (title) => `Tu co-organises ${title}`,
      intro: (title) => `Tu fais maintenant partie de l'organisation de « ${title} » sur Rendez-vous.`,
      how: "Tu peux modifier l'événement, suivre les inscriptions et accueillir les participants depuis ton espace organisateur.",
      action: "Ouvrir l'événement",
    },
    "coorganizer-invited": {
      subject: (title) => `Tu es invité·e à co-organiser ${title}`,
      intro: (title) => `Tu es invité·e à co-organiser « ${title} » sur Rendez-vous. Un compte a été préparé pour cette adresse.`,
      how: "Pour y accéder, choisis ton mot de passe : nous t'enverrons ensuite un lien pour activer ton compte et te connecter.",
      action: "Choisir mon mot de passe",
    },
  },
  en: {
    colon: ": ",
    signature: "The Rendez-vous team",
    "coorganizer-added": {
      subject: (title) => `You are co-organizing ${title}`,
      intro: (title) => `You are now one of the organizers of "${title}" on Rendez-vous.`,
      how: "You can edit the event, follow registrations and welcome attendees from your organizer pages.",
      action: "Open the event",
    },
    "coorganizer-invited": {
      subject: (title) => `You're invited to co-organize ${title}`,
      intro: (title) => `You're invited to co-organize "${title}" on Rendez-vous. An account is ready for this address.`,
      how: "To reach it, choose your password: we will then send you a link that activates your account and logs you in.",
      action: "Choose my password",
    },
  },
  es: {
    colon: ": ",
    signature: "El equipo de Rendez-vous",
    "coorganizer-added": {
      subject: (title) => `Coorganizas ${title}`,
      intro: (title) => `Ahora formas parte de la organización de «${title}» en Rendez-vous.`,
      how: "Puedes editar el evento, seguir las inscripciones y recibir a los participantes desde tu espacio de organización.",
      action: "Abrir el evento",
    },
    "coorganizer-invited": {
      subject: (title) => `Te invitan a coorganizar ${title}`,
      intro: (title) => `Te invitan a coorganizar «${title}» en Rendez-vous. Hay una cuenta preparada para esta dirección.`,
      how: "Para acceder, elige tu contraseña: después te enviaremos un enlace para activar tu cuenta e iniciar sesión.",
      action: "Elegir mi contraseña",
    },
  },
};

/**
 * Where the email leads: the event's organizer pages, through the login flow for an invited address (its
 * email step finds the invitation and asks for a password, docs/product.md §4), which then returns there.
 */
export function coorganizerLink(kind: CoorganizerMailKind, { siteUrl, lang, slug }: { siteUrl: string; lang: Lang; slug: string }): string {
  const page = localizePath(`/organize/event/${encodeURIComponent(slug)}`, lang);
  const base = siteUrl.replace(/\/+$/, "");
  return kind === "coorganizer-added" ? `${base}${page}` : `${base}${localizePath("/login", lang)}?redirect=${encodeURIComponent(page)}`;
}

/** The email telling `to` that they joined the organizers of the event `title` (slug `slug`), in `lang`. */
export function coorganizerMail(kind: CoorganizerMailKind, options: { to: string; lang: Lang; title: string; slug: string; siteUrl: string }): Mail {
  const texts = COORGANIZER_MAIL_TEXTS[options.lang];
  const { subject, intro, how, action } = texts[kind];
  const link = coorganizerLink(kind, options);
  const paragraphs = [intro(options.title), how];
  return {
    to: options.to,
    kind,
    lang: options.lang,
    subject: subject(options.title),
    text: [...paragraphs, `${action}${texts.colon}${link}`, texts.signature].join("\n\n"),
    html: [
      ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(texts.signature)}</p>`,
    ].join("\n"),
  };
}
