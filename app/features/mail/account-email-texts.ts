import type { Lang } from "~/i18n/locale";

export type AccountEmailKind = "activation" | "reset-password" | "change-email" | "claim-invite" | "login-link" | "subscribe-attend" | "email-changed";

type EmailText = { subject: string; intro: string; ignore: string };
type LanguageTexts = { greeting: string; signature: string } & Record<AccountEmailKind, EmailText>;

/**
 * The account emails in each language; the link goes between `intro` and `ignore`. `{event}` and `{email}`
 * stand for the event's title and the new address.
 */
export const ACCOUNT_EMAIL_TEXTS: Record<Lang, LanguageTexts> = {
  fr: {
    greeting: "Bonjour,",
    signature: "L'équipe Rendez-vous",
    activation: {
      subject: "Confirme ton adresse email",
      intro: "Bienvenue sur Rendez-vous ! Pour confirmer ton adresse email et pouvoir t'inscrire aux évènements, ouvre ce lien (valable 7 jours) :",
      ignore: "Si tu n'as pas créé de compte, ignore simplement ce message.",
    },
    "reset-password": {
      subject: "Choisis un nouveau mot de passe",
      intro: "Tu as demandé à changer ton mot de passe. Pour en choisir un nouveau, ouvre ce lien (valable 1 heure, une seule fois) :",
      ignore: "Si tu n'es pas à l'origine de cette demande, ignore ce message : ton mot de passe ne change pas.",
    },
    "change-email": {
      subject: "Confirme ta nouvelle adresse email",
      intro: "Tu as demandé à utiliser cette adresse pour ton compte Rendez-vous. Pour confirmer le changement, ouvre ce lien (valable 24 heures) :",
      ignore: "Si tu n'es pas à l'origine de cette demande, ignore ce message : ton adresse ne change pas.",
    },
    "claim-invite": {
      subject: "Active ton compte Rendez-vous",
      intro:
        "Un mot de passe vient d'être choisi pour ton compte Rendez-vous. Pour activer ton compte et te connecter, ouvre ce lien dans le navigateur où tu l'as choisi (valable 48 heures, une seule fois) :",
      ignore: "Si tu n'es pas à l'origine de cette demande, ignore ce message : personne ne peut se connecter à ton compte sans ce lien.",
    },
    "login-link": {
      subject: "Ton lien de connexion",
      intro: "Voici ton lien pour te connecter à Rendez-vous sans mot de passe (valable 15 minutes, une seule fois) :",
      ignore: "Si tu n'as rien demandé, ignore ce message : quelqu'un a peut-être essayé de deviner ton mot de passe, et ton compte reste protégé.",
    },
    "subscribe-attend": {
      subject: "Confirme ta participation",
      intro: "Pour confirmer ta participation à « {event} », ouvre ce lien (valable 48 heures). Ta place est réservée au moment où tu confirmes :",
      ignore: "Si tu n'as rien demandé, ignore ce message : tu ne seras pas inscrit·e.",
    },
    "email-changed": {
      subject: "L'adresse email de ton compte a changé",
      intro:
        "L'adresse email de ton compte Rendez-vous vient d'être remplacée par {email}. Si tu n'es pas à l'origine de ce changement, annule-le avec ce lien (valable 7 jours) : toutes les sessions seront fermées et tu pourras choisir un nouveau mot de passe.",
      ignore: "Si c'est bien toi, tu n'as rien à faire.",
    },
  },
  en: {
    greeting: "Hello,",
    signature: "The Rendez-vous team",
    activation: {
      subject: "Confirm your email address",
      intro: "Welcome to Rendez-vous! To confirm your email address and sign up for events, open this link (valid for 7 days):",
      ignore: "If you did not create an account, just ignore this message.",
    },
    "reset-password": {
      subject: "Choose a new password",
      intro: "You asked to change your password. To choose a new one, open this link (valid for 1 hour, once):",
      ignore: "If you did not ask for this, ignore this message: your password stays the same.",
    },
    "change-email": {
      subject: "Confirm your new email address",
      intro: "You asked to use this address for your Rendez-vous account. To confirm the change, open this link (valid for 24 hours):",
      ignore: "If you did not ask for this, ignore this message: your address stays the same.",
    },
    "claim-invite": {
      subject: "Activate your Rendez-vous account",
      intro:
        "A password has just been chosen for your Rendez-vous account. To activate your account and log in, open this link in the browser where it was chosen (valid for 48 hours, once):",
      ignore: "If you did not ask for this, ignore this message: nobody can log in to your account without this link.",
    },
    "login-link": {
      subject: "Your login link",
      intro: "Here is your link to log in to Rendez-vous without a password (valid for 15 minutes, once):",
      ignore: "If you did not ask for it, ignore this message: someone may have tried to guess your password, and your account stays protected.",
    },
    "subscribe-attend": {
      subject: "Confirm your registration",
      intro: "To confirm that you will attend “{event}”, open this link (valid for 48 hours). Your place is booked when you confirm:",
      ignore: "If you did not ask for this, ignore this message: you will not be registered.",
    },
    "email-changed": {
      subject: "The email address of your account has changed",
      intro:
        "The email address of your Rendez-vous account has just been changed to {email}. If you did not make this change, undo it with this link (valid for 7 days): every session will end and you will choose a new password.",
      ignore: "If it was you, there is nothing to do.",
    },
  },
  es: {
    greeting: "Hola:",
    signature: "El equipo de Rendez-vous",
    activation: {
      subject: "Confirma tu dirección de correo",
      intro: "¡Te damos la bienvenida a Rendez-vous! Para confirmar tu dirección de correo e inscribirte en eventos, abre este enlace (válido durante 7 días):",
      ignore: "Si no has creado una cuenta, ignora este mensaje.",
    },
    "reset-password": {
      subject: "Elige una nueva contraseña",
      intro: "Has pedido cambiar tu contraseña. Para elegir una nueva, abre este enlace (válido durante 1 hora, una sola vez):",
      ignore: "Si no has sido tú, ignora este mensaje: tu contraseña no cambia.",
    },
    "change-email": {
      subject: "Confirma tu nueva dirección de correo",
      intro: "Has pedido usar esta dirección para tu cuenta de Rendez-vous. Para confirmar el cambio, abre este enlace (válido durante 24 horas):",
      ignore: "Si no has sido tú, ignora este mensaje: tu dirección no cambia.",
    },
    "claim-invite": {
      subject: "Activa tu cuenta de Rendez-vous",
      intro:
        "Se acaba de elegir una contraseña para tu cuenta de Rendez-vous. Para activar tu cuenta e iniciar sesión, abre este enlace en el navegador donde se eligió (válido durante 48 horas, una sola vez):",
      ignore: "Si no has sido tú, ignora este mensaje: nadie puede entrar en tu cuenta sin este enlace.",
    },
    "login-link": {
      subject: "Tu enlace para iniciar sesión",
      intro: "Aquí tienes tu enlace para iniciar sesión en Rendez-vous sin contraseña (válido durante 15 minutos, una sola vez):",
      ignore: "Si no lo has pedido, ignora este mensaje: quizá alguien ha intentado adivinar tu contraseña, y tu cuenta sigue protegida.",
    },
    "subscribe-attend": {
      subject: "Confirma tu inscripción",
      intro: "Para confirmar tu participación en «{event}», abre este enlace (válido durante 48 horas). Tu plaza se reserva cuando confirmas:",
      ignore: "Si no lo has pedido, ignora este mensaje: no quedarás inscrito/a.",
    },
    "email-changed": {
      subject: "La dirección de correo de tu cuenta ha cambiado",
      intro:
        "La dirección de correo de tu cuenta de Rendez-vous se acaba de cambiar a {email}. Si no has hecho este cambio, anúlalo con este enlace (válido durante 7 días): se cerrarán todas las sesiones y podrás elegir una nueva contraseña.",
      ignore: "Si has sido tú, no tienes que hacer nada.",
    },
  },
};
