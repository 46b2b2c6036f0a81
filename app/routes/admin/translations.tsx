import { TranslationsSection } from "~/features/admin/components/translations-section";

/** /admin/translations. */
export default function AdminTranslations() {
  return <TranslationsSection />;
}
