import type { Lang } from "~/i18n/locale";

export type AccountEmailKind = "activation" | "reset-password" | "change-email";

type EmailText = { subject: string; intro: string; ignore: string };
type LanguageTexts = { greeting: string; signature: string } & Record<AccountEmailKind, EmailText>;

/** The account emails in each language; the link goes between `intro` and `ignore`. */
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
  },
};
