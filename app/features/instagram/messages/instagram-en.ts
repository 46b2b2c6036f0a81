import type { instagramFr } from "./instagram-fr";

export const instagramEn: Record<keyof typeof instagramFr, string> = {
  "instagram.title": "On Instagram",
  "instagram.loading": "LOADING...",
  "instagram.error": "Ooops, something went wrong.",
  "instagram.next": "Older posts",
  "instagram.previous": "Newer posts",
  "instagram.video": "Video",
  "instagram.album": "Album",
  "instagram.open": "See the post on Instagram",
};
