/** Labels of the exclusivity offers (docs/product.md §4 "Exclusivity card", §9). */
export const exclusivitiesFr = {
  "exclusivities.label": "Offre exclusive",
  "exclusivities.button": "En savoir plus",
  "exclusivities.newTab": "(s'ouvre dans un nouvel onglet)",
  "exclusivities.form.title": "Candidater : {title}",
  "exclusivities.form.lead": "{company} reçoit ton nom et ton email pour te recontacter à propos de cette offre.",
  "exclusivities.form.name": "Nom et prénom",
  "exclusivities.form.email": "Email",
  "exclusivities.form.phone": "Téléphone (facultatif)",
  "exclusivities.form.message": "Message (facultatif)",
  "exclusivities.form.submit": "Envoyer",
  "exclusivities.form.sending": "Envoi…",
  "exclusivities.form.done": "Merci ! {company} reviendra vers toi très vite.",
} as const;
