import type { instagramFr } from "./instagram-fr";

export const instagramEs: Record<keyof typeof instagramFr, string> = {
  "instagram.title": "En Instagram",
  "instagram.loading": "CARGANDO...",
  "instagram.error": "Ups, algo salió mal.",
  "instagram.next": "Publicaciones anteriores",
  "instagram.previous": "Publicaciones más recientes",
  "instagram.video": "Vídeo",
  "instagram.album": "Álbum",
  "instagram.open": "Ver la publicación en Instagram",
};
