/** Labels of /api-error and /api-success (docs/product.md §2): one message per known code. */
export const apiResultFr = {
  "apiResult.error.title": "Une erreur s'est produite",
  "apiResult.success.title": "C'est fait !",
  "apiResult.error.generic": "L'opération n'a pas pu aboutir. Réessaye dans quelques instants.",
  "apiResult.error.expired_link": "Ce lien a expiré. Demande-en un nouveau.",
  "apiResult.error.invalid_link": "Ce lien n'est pas valide ou a déjà été utilisé.",
  "apiResult.error.unsubscribe_failed": "Ta désinscription n'a pas pu être enregistrée. Réessaye plus tard.",
  "apiResult.error.form_failed": "Ton formulaire n'a pas pu être envoyé. Réessaye dans quelques instants.",
  "apiResult.success.generic": "Ta demande a bien été prise en compte.",
  "apiResult.success.subscribed": "Ton inscription est confirmée. À très vite !",
  "apiResult.success.unsubscribed": "Tu es bien désinscrit·e. Tu ne recevras plus ces emails.",
  "apiResult.success.form_sent": "Ton formulaire a bien été envoyé. Merci !",
  "apiResult.back": "Retour à l'accueil",
  "apiResult.events": "Voir les événements",
} as const;
