import type { exclusivitiesFr } from "./exclusivities-fr";

export const exclusivitiesEn: Record<keyof typeof exclusivitiesFr, string> = {
  "exclusivities.label": "Exclusive offer",
  "exclusivities.button": "Learn more",
  "exclusivities.newTab": "(opens in a new tab)",
  "exclusivities.form.title": "Apply: {title}",
  "exclusivities.form.lead": "{company} receives your name and email to get back to you about this offer.",
  "exclusivities.form.name": "Full name",
  "exclusivities.form.email": "Email",
  "exclusivities.form.phone": "Phone (optional)",
  "exclusivities.form.message": "Message (optional)",
  "exclusivities.form.submit": "Send",
  "exclusivities.form.sending": "Sending…",
  "exclusivities.form.done": "Thank you! {company} will get back to you soon.",
};
