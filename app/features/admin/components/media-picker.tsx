import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { AdminMediaListSchema } from "../admin-answers.schema";
import { AdminFailed, AdminLoading } from "./admin-gate";

/** The library's images in a dialog: search, then pick one (its URL goes in the input). */
function MediaPickerDialog({ label, onPick, onClose }: { label: string; onPick: (url: string) => void; onClose: () => void }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/media?search=${encodeURIComponent(search)}`, AdminMediaListSchema);
  return (
    <Modal title={t("admin.media.pickTitle", { field: label })} onClose={onClose}>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t("admin.search")}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </form>
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        state.data.data.length === 0 ? (
          <p>{t("admin.media.pickEmpty")}</p>
        ) : (
          <ul className="admin-media-grid">
            {state.data.data.map((media) => (
              <li key={media.id}>
                <button type="button" className="admin-media-pick" onClick={() => onPick(media.url)}>
                  <img src={media.url} alt="" width={media.width} height={media.height} loading="lazy" />
                  <span>{t("admin.media.pick", { alt: media.alt })}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
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
