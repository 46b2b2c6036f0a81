import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { AdminMediaListSchema } from "../admin-answers.schema";
import { AdminSearch } from "./admin-search";
import { AdminLoadView } from "./admin-load-view";

/** The library's images in a dialog: search, then pick one (its URL goes in the input). */
function MediaPickerDialog({ label, onPick, onClose }: { label: string; onPick: (url: string) => void; onClose: () => void }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/media?search=${encodeURIComponent(search)}`, AdminMediaListSchema);
  return (
    <Modal title={t("admin.media.pickTitle", { field: label })} onClose={onClose}>
      <AdminSearch search={search} onSearch={setSearch} />
      <AdminLoadView load={{ state, reload }} empty={t("admin.media.pickEmpty")}>
        {(data) => (
          <ul className="admin-media-grid">
            {data.data.map((media) => (
              <li key={media.id}>
                <button type="button" className="admin-media-pick" onClick={() => onPick(media.url)}>
                  <img src={media.url} alt="" width={media.width} height={media.height} loading="lazy" />
                  <span>{t("admin.media.pick", { alt: media.alt })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </AdminLoadView>
    </Modal>
  );
}

/** 'Choisir dans la médiathèque' beside an image input of the block editor (docs/product.md §2 "/admin"). */
export function MediaPicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
        {t("admin.media.choose")}
        <span className="visually-hidden"> : {label}</span>
      </button>
      {open ? (
        <MediaPickerDialog
          label={label}
          onClose={() => setOpen(false)}
          onPick={(url) => {
            onPick(url);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
