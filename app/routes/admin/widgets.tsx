import { WidgetsSection } from "~/features/admin/components/site-sections";

/** /admin/widgets: partner iframes. */
export default function AdminWidgets() {
  return <WidgetsSection />;
}
