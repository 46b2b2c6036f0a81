import type { apiResultFr } from "./api-result-fr";

export const apiResultEn: Record<keyof typeof apiResultFr, string> = {
  "apiResult.error.title": "Something went wrong",
  "apiResult.success.title": "All done!",
  "apiResult.error.generic": "The operation could not be completed. Try again in a moment.",
  "apiResult.error.expired_link": "This link has expired. Ask for a new one.",
  "apiResult.error.invalid_link": "This link is not valid or has already been used.",
  "apiResult.error.unsubscribe_failed": "Your unsubscription could not be saved. Try again later.",
  "apiResult.error.form_failed": "Your form could not be sent. Try again in a moment.",
  "apiResult.success.generic": "Your request has been taken into account.",
  "apiResult.success.subscribed": "Your subscription is confirmed. See you soon!",
  "apiResult.success.unsubscribed": "You are unsubscribed. You will not receive these emails any more.",
  "apiResult.success.form_sent": "Your form has been sent. Thank you!",
  "apiResult.back": "Back to the home page",
  "apiResult.events": "See the events",
};
