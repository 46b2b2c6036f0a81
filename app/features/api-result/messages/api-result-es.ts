import type { apiResultFr } from "./api-result-fr";

export const apiResultEs: Record<keyof typeof apiResultFr, string> = {
  "apiResult.error.title": "Se ha producido un error",
  "apiResult.success.title": "¡Hecho!",
  "apiResult.error.generic": "No se pudo completar la operación. Inténtalo de nuevo en unos instantes.",
  "apiResult.error.expired_link": "Este enlace ha caducado. Pide uno nuevo.",
  "apiResult.error.invalid_link": "Este enlace no es válido o ya se ha utilizado.",
  "apiResult.error.unsubscribe_failed": "No se pudo registrar tu baja. Inténtalo más tarde.",
  "apiResult.error.form_failed": "No se pudo enviar tu formulario. Inténtalo de nuevo en unos instantes.",
  "apiResult.success.generic": "Tu solicitud se ha tenido en cuenta.",
  "apiResult.success.subscribed": "Tu suscripción está confirmada. ¡Hasta pronto!",
  "apiResult.success.unsubscribed": "Te has dado de baja. Ya no recibirás estos emails.",
  "apiResult.success.form_sent": "Tu formulario se ha enviado. ¡Gracias!",
  "apiResult.back": "Volver a la página de inicio",
  "apiResult.events": "Ver los eventos",
};
