import { useOutletContext } from "react-router";
import type { AdminMe } from "~/features/admin/admin-answers.schema";
import { UsersSection } from "~/features/admin/components/moderation-sections";

/** /admin/users: roles and blocking. */
export default function AdminUsers() {
  const me = useOutletContext<AdminMe>();
  return <UsersSection selfId={me.admin.id} />;
}
