import type { Lang } from "~/i18n/locale";

export type AttendMailKind = "attend-confirmation" | "waitlist-promotion";

/** What an attend email says about its event, already in the recipient's language. */
export type AttendMailValues = { title: string; when: string; where: string | null; url: string; unattendUrl: string };

type Template = { subject: (values: AttendMailValues) => string; intro: (values: AttendMailValues) => string };
/** `colon` joins a label to its value: French puts a space before it. */
type Labels = { colon: string; when: string; where: string; page: string; unattend: string; calendar: string; signature: string };

/** Subjects and first paragraphs, per language and kind. */
export const ATTEND_MAIL_TEMPLATES: Record<Lang, Record<AttendMailKind, Template>> = {
  fr: {
    "attend-confirmation": {
      subject: ({ title }) => `Inscription confirmée : ${title}`,
      intro: ({ title }) => `C'est noté, tu participes à « ${title} ». À très vite !`,
    },
    "waitlist-promotion": {
      subject: ({ title }) => `Une place s'est libérée : tu participes à ${title}`,
      intro: ({ title }) => `Bonne nouvelle : une place s'est libérée et tu étais sur la liste d'attente. Tu participes maintenant à « ${title} ».`,
    },
  },
  en: {
    "attend-confirmation": {
      subject: ({ title }) => `Registration confirmed: ${title}`,
      intro: ({ title }) => `You're in: you are attending "${title}". See you soon!`,
    },
    "waitlist-promotion": {
      subject: ({ title }) => `A place opened up: you're attending ${title}`,
      intro: ({ title }) => `Good news: a place opened up and you were on the waiting list. You are now attending "${title}".`,
    },
  },
  es: {
    "attend-confirmation": {
      subject: ({ title }) => `Inscripción confirmada: ${title}`,
      intro: ({ title }) => `¡Listo! Participas en «${title}». ¡Hasta pronto!`,
    },
    "waitlist-promotion": {
      subject: ({ title }) => `Se ha liberado una plaza: participas en ${title}`,
      intro: ({ title }) => `Buenas noticias: se ha liberado una plaza y estabas en la lista de espera. Ahora participas en «${title}».`,
    },
  },
};

/** The labels of the event details every attend email lists. */
export const ATTEND_MAIL_LABELS: Record<Lang, Labels> = {
  fr: {
    colon: " : ",
    when: "Quand",
    where: "Où",
    page: "Voir l'événement",
    unattend: "Tu ne peux plus venir ? Libère ta place",
    calendar: "L'événement est en pièce jointe pour l'ajouter à ton agenda.",
    signature: "L'équipe Rendez-vous",
  },
  en: {
    colon: ": ",
    when: "When",
    where: "Where",
    page: "See the event",
    unattend: "Can't make it any more? Free your place",
    calendar: "The event is attached so you can add it to your calendar.",
    signature: "The Rendez-vous team",
  },
  es: {
    colon: ": ",
    when: "Cuándo",
    where: "Dónde",
    page: "Ver el evento",
    unattend: "¿Ya no puedes venir? Libera tu plaza",
    calendar: "El evento va adjunto para que lo añadas a tu calendario.",
    signature: "El equipo de Rendez-vous",
  },
};
