import type { Lang } from "~/i18n/locale";

export type AttendMailKind =
  | "attend-confirmation"
  | "waitlist-promotion"
  | "event-changed"
  | "event-cancelled"
  /** The event cancelled while the person's request waited for approval: they were never registered. */
  | "request-cancelled"
  | "event-reminder"
  | "registration-requested"
  | "registration-approved"
  | "registration-declined";

/** What an attend email says about its event, already in the recipient's language. */
export type AttendMailValues = { title: string; when: string; where: string | null; url: string; unattendUrl: string };

type Template = { subject: (values: AttendMailValues) => string; intro: (values: AttendMailValues) => string };
/** `colon` joins a label to its value: French puts a space before it. */
type Labels = {
  colon: string;
  when: string;
  where: string;
  /** In the change email, before the values the event had: 'Avant : …'. */
  before: string;
  page: string;
  unattend: string;
  calendar: string;
  signature: string;
  /** The ticket code, its QR image's alternative text, and what to do with it. */
  ticket: string;
  ticketAlt: string;
  ticketHelp: string;
  /** Before the organizer's own words (their confirmation or reminder text, a message to attendees). */
  organizerNote: string;
  organizerMessage: (title: string) => string;
  /** The request for feedback sent after the event to those who came: subject, first paragraph, link. */
  feedbackSubject: (title: string) => string;
  feedbackIntro: (title: string) => string;
  feedbackLink: string;
};

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
    "event-changed": {
      subject: ({ title }) => `Changement de date ou de lieu : ${title}`,
      intro: ({ title }) => `L'organisation de « ${title} » a changé la date ou le lieu. Voici les nouvelles informations ; ta place est gardée.`,
    },
    "event-cancelled": {
      subject: ({ title }) => `Événement annulé : ${title}`,
      intro: ({ title }) => `Nous sommes désolés : « ${title} » est annulé. Ton inscription est annulée avec lui, tu n'as rien à faire.`,
    },
    "request-cancelled": {
      subject: ({ title }) => `Événement annulé : ${title}`,
      intro: ({ title }) => `Nous sommes désolés : « ${title} » est annulé. Ta demande de participation s'arrête avec lui, tu n'as rien à faire.`,
    },
    "event-reminder": {
      subject: ({ title }) => `Rappel : ${title}, c'est bientôt`,
      intro: ({ title }) => `Petit rappel : « ${title} » approche. Voici de quoi t'y retrouver.`,
    },
    "registration-requested": {
      subject: ({ title }) => `Demande envoyée : ${title}`,
      intro: ({ title }) =>
        `Ta demande de participation à « ${title} » est bien envoyée. L'organisation valide chaque inscription : tu recevras un email dès sa réponse.`,
    },
    "registration-approved": {
      subject: ({ title }) => `Demande acceptée : tu participes à ${title}`,
      intro: ({ title }) => `Bonne nouvelle : l'organisation a accepté ta demande. Tu participes à « ${title} ».`,
    },
    "registration-declined": {
      subject: ({ title }) => `Demande non retenue : ${title}`,
      intro: ({ title }) => `L'organisation de « ${title} » n'a pas pu accepter ta demande de participation.`,
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
    "event-changed": {
      subject: ({ title }) => `New date or place: ${title}`,
      intro: ({ title }) => `The organizers of "${title}" changed its date or place. Here are the new details; your place is kept.`,
    },
    "event-cancelled": {
      subject: ({ title }) => `Event cancelled: ${title}`,
      intro: ({ title }) => `We're sorry: "${title}" is cancelled. Your registration is cancelled with it; there is nothing for you to do.`,
    },
    "request-cancelled": {
      subject: ({ title }) => `Event cancelled: ${title}`,
      intro: ({ title }) => `We're sorry: "${title}" is cancelled. Your request to attend ends with it; there is nothing for you to do.`,
    },
    "event-reminder": {
      subject: ({ title }) => `Reminder: ${title} is coming up`,
      intro: ({ title }) => `A quick reminder: "${title}" is coming up. Here is everything you need.`,
    },
    "registration-requested": {
      subject: ({ title }) => `Request sent: ${title}`,
      intro: ({ title }) =>
        `Your request to attend "${title}" has been sent. The organizers approve each registration: you will get an email as soon as they answer.`,
    },
    "registration-approved": {
      subject: ({ title }) => `Request accepted: you're attending ${title}`,
      intro: ({ title }) => `Good news: the organizers accepted your request. You are attending "${title}".`,
    },
    "registration-declined": {
      subject: ({ title }) => `Request declined: ${title}`,
      intro: ({ title }) => `The organizers of "${title}" could not accept your request to attend.`,
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
    "event-changed": {
      subject: ({ title }) => `Cambio de fecha o lugar: ${title}`,
      intro: ({ title }) => `La organización de «${title}» ha cambiado la fecha o el lugar. Aquí tienes los nuevos datos; tu plaza se mantiene.`,
    },
    "event-cancelled": {
      subject: ({ title }) => `Evento cancelado: ${title}`,
      intro: ({ title }) => `Lo sentimos: «${title}» se ha cancelado. Tu inscripción se cancela con él, no tienes que hacer nada.`,
    },
    "request-cancelled": {
      subject: ({ title }) => `Evento cancelado: ${title}`,
      intro: ({ title }) => `Lo sentimos: «${title}» se ha cancelado. Tu solicitud de participación termina con él, no tienes que hacer nada.`,
    },
    "event-reminder": {
      subject: ({ title }) => `Recordatorio: ${title} se acerca`,
      intro: ({ title }) => `Un pequeño recordatorio: «${title}» se acerca. Aquí tienes todo lo necesario.`,
    },
    "registration-requested": {
      subject: ({ title }) => `Solicitud enviada: ${title}`,
      intro: ({ title }) =>
        `Tu solicitud para participar en «${title}» se ha enviado. La organización valida cada inscripción: recibirás un email en cuanto responda.`,
    },
    "registration-approved": {
      subject: ({ title }) => `Solicitud aceptada: participas en ${title}`,
      intro: ({ title }) => `Buenas noticias: la organización ha aceptado tu solicitud. Participas en «${title}».`,
    },
    "registration-declined": {
      subject: ({ title }) => `Solicitud no aceptada: ${title}`,
      intro: ({ title }) => `La organización de «${title}» no ha podido aceptar tu solicitud de participación.`,
    },
  },
};

/** The labels of the event details every attend email lists. */
export const ATTEND_MAIL_LABELS: Record<Lang, Labels> = {
  fr: {
    colon: " : ",
    when: "Quand",
    where: "Où",
    before: "Avant",
    page: "Voir l'événement",
    unattend: "Tu ne peux plus venir ? Libère ta place",
    calendar: "L'événement est en pièce jointe pour l'ajouter à ton agenda.",
    signature: "L'équipe Rendez-vous",
    ticket: "Ton billet",
    ticketAlt: "QR code du billet",
    ticketHelp: "Montre ce QR code (ou donne ce code) à l'entrée.",
    organizerNote: "Le mot de l'organisation",
    organizerMessage: (title) => `Message de l'organisation de « ${title} »`,
    feedbackSubject: (title) => `Ton avis sur « ${title} »`,
    feedbackIntro: (title) => `Merci d'être venu·e à « ${title} » ! Dis à l'organisation ce que tu en as pensé : une note, quelques mots, une minute.`,
    feedbackLink: "Donner mon avis",
  },
  en: {
    colon: ": ",
    when: "When",
    where: "Where",
    before: "Before",
    page: "See the event",
    unattend: "Can't make it any more? Free your place",
    calendar: "The event is attached so you can add it to your calendar.",
    signature: "The Rendez-vous team",
    ticket: "Your ticket",
    ticketAlt: "QR code of the ticket",
    ticketHelp: "Show this QR code (or give this code) at the entrance.",
    organizerNote: "A word from the organizers",
    organizerMessage: (title) => `A message from the organizers of "${title}"`,
    feedbackSubject: (title) => `How was "${title}"?`,
    feedbackIntro: (title) => `Thank you for coming to "${title}"! Tell the organizers what you thought: a rating, a few words, a minute.`,
    feedbackLink: "Give my feedback",
  },
  es: {
    colon: ": ",
    when: "Cuándo",
    where: "Dónde",
    before: "Antes",
    page: "Ver el evento",
    unattend: "¿Ya no puedes venir? Libera tu plaza",
    calendar: "El evento va adjunto para que lo añadas a tu calendario.",
    signature: "El equipo de Rendez-vous",
    ticket: "Tu entrada",
    ticketAlt: "Código QR de la entrada",
    ticketHelp: "Muestra este código QR (o da este código) en la entrada.",
    organizerNote: "Unas palabras de la organización",
    organizerMessage: (title) => `Mensaje de la organización de «${title}»`,
    feedbackSubject: (title) => `Tu opinión sobre «${title}»`,
    feedbackIntro: (title) => `¡Gracias por venir a «${title}»! Cuéntale a la organización qué te pareció: una nota, unas palabras, un minuto.`,
    feedbackLink: "Dar mi opinión",
  },
};
