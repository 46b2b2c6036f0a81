import { useOutletContext } from "react-router";
import type { AdminMe } from "~/features/admin/admin-answers.schema";
import { EntriesList } from "~/features/admin/components/entries-list";
import { useT } from "~/i18n/intl";

/** /admin: the page-builder entries, unless Builder.io edits the content (then the layout says so). */
export default function AdminEntries() {
  const t = useT();
  const me = useOutletContext<AdminMe>();
  return me.builderIo ? <p>{t("admin.builderIo.entries")}</p> : <EntriesList />;
}
