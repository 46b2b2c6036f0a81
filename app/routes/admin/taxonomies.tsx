import { TaxonomiesSection } from "~/features/admin/components/site-sections";

/** /admin/taxonomies: taxonomies and hotspots. */
export default function AdminTaxonomies() {
  return <TaxonomiesSection />;
}
