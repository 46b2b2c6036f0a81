import type { MessageId } from "~/i18n/catalogues";

/** The sections of /admin (app/routes.ts registers one route each); `content` ones are hidden when Builder.io edits content. */
export const ADMIN_SECTIONS: readonly { path: string; label: MessageId; content: boolean }[] = [
  { path: "/admin", label: "admin.section.entries", content: true },
  { path: "/admin/media", label: "admin.section.media", content: true },
  { path: "/admin/translations", label: "admin.section.translations", content: false },
  { path: "/admin/taxonomies", label: "admin.section.taxonomies", content: false },
  { path: "/admin/widgets", label: "admin.section.widgets", content: false },
  { path: "/admin/events", label: "admin.section.events", content: false },
  { path: "/admin/users", label: "admin.section.users", content: false },
  { path: "/admin/comments", label: "admin.section.comments", content: false },
  { path: "/admin/audit", label: "admin.section.audit", content: false },
];
