import { AuditSection } from "~/features/admin/components/moderation-sections";

/** /admin/audit: the log of admin writes. */
export default function AdminAudit() {
  return <AuditSection />;
}
