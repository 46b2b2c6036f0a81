import { localizePath, type Lang } from "~/i18n/locale";

/** Networks with a share URL; "copy link" is handled by the clipboard, not here. */
export const SHARE_NETWORKS = ["facebook", "twitter", "linkedin", "whatsapp", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Size of the share popup (docs/product.md §9). */
export const SHARE_POPUP = { width: 626, height: 436 } as const;

type SharedPage = { url: string; title: string };

const BUILDERS: Record<ShareNetwork, (page: SharedPage) => string> = {
  facebook: ({ url }) => `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
  twitter: ({ url, title }) => `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text: title })}`,
  linkedin: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
  whatsapp: ({ url, title }) => `https://wa.me/?${new URLSearchParams({ text: `${title} ${url}` })}`,
  // mailto wants %20, not the + of form encoding.
  email: ({ url, title }) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
};

function isShareNetwork(network: string): network is ShareNetwork {
  return (SHARE_NETWORKS as readonly string[]).includes(network);
}

/** The URL that shares `page` on `network`; an unknown network throws (docs/product.md §8). */
export function shareUrl(network: string, page: SharedPage): string {
  if (!isShareNetwork(network)) throw new Error(`Unknown share network: ${network}`);
  return BUILDERS[network](page);
}

/** Popup features centred over the current window. */
export function sharePopupFeatures(win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},menubar=no,toolbar=no,status=no`;
}

/** The absolute URL of an event page in a language: French at the root, others under /en and /es. */
export function eventPageUrl(siteUrl: string, slug: string, lang: Lang): string {
  return `${siteUrl.replace(/\/$/, "")}${localizePath(`/events/e/${encodeURIComponent(slug)}`, lang)}`;
}
