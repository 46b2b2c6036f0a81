import type { exclusivitiesFr } from "./exclusivities-fr";

export const exclusivitiesEs: Record<keyof typeof exclusivitiesFr, string> = {
  "exclusivities.label": "Oferta exclusiva",
  "exclusivities.button": "Más información",
  "exclusivities.newTab": "(se abre en una pestaña nueva)",
  "exclusivities.form.title": "Postularse: {title}",
  "exclusivities.form.lead": "{company} recibe tu nombre y tu email para contactarte sobre esta oferta.",
  "exclusivities.form.name": "Nombre y apellidos",
  "exclusivities.form.email": "Email",
  "exclusivities.form.phone": "Teléfono (opcional)",
  "exclusivities.form.message": "Mensaje (opcional)",
  "exclusivities.form.submit": "Enviar",
  "exclusivities.form.sending": "Enviando…",
  "exclusivities.form.done": "¡Gracias! {company} se pondrá en contacto contigo muy pronto.",
};
