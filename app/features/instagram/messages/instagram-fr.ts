/** Labels of the Instagram feed; the loading and error texts are the product's own (docs/product.md §8). */
export const instagramFr = {
  "instagram.title": "Sur Instagram",
  "instagram.loading": "LOADING...",
  "instagram.error": "Ooops, something went wrong.",
  "instagram.next": "Publications plus anciennes",
  "instagram.previous": "Publications plus récentes",
  "instagram.video": "Vidéo",
  "instagram.album": "Album",
  "instagram.open": "Voir la publication sur Instagram",
} as const;
