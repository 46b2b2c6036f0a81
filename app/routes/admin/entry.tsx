import { useOutletContext } from "react-router";
import type { AdminMe } from "~/features/admin/admin-answers.schema";
import { EntryEditor } from "~/features/admin/components/entry-editor";
import { useT } from "~/i18n/intl";
import type { Route } from "./+types/entry";

/** /admin/entries/:id (or /admin/entries/new): the entry editor. */
export default function AdminEntry({ params }: Route.ComponentProps) {
  const t = useT();
  const me = useOutletContext<AdminMe>();
  if (me.builderIo) return <p>{t("admin.builderIo.entries")}</p>;
  return <EntryEditor key={params.id} id={params.id === "new" ? null : params.id} />;
}
