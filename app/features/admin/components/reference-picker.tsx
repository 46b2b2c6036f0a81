import { useState } from "react";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { ReferenceChoiceListSchema } from "../admin-answers.schema";
import type { PickedModel } from "../input-values";
import { AdminSearch } from "./admin-search";
import { AdminLoadView } from "./admin-load-view";

/** The choices of one model in a dialog, found by a part of their title; picking one hands its key back. */
function ReferencePickerDialog({ model, label, onPick, onClose }: { model: PickedModel; label: string; onPick: (id: string) => void; onClose: () => void }) {
  const t = useT();
  const [search, setSearch] = useState("");
  const { state, reload } = useAdminLoad(`/references?${new URLSearchParams({ model, search }).toString()}`, ReferenceChoiceListSchema);
  return (
    <Modal title={t(`admin.reference.title.${model}`, { field: label })} onClose={onClose}>
      <AdminSearch search={search} onSearch={setSearch} />
      <AdminLoadView load={{ state, reload }} empty={t("admin.reference.none")}>
        {(data) => (
          <ul className="admin-reference-choices">
            {data.data.map((choice) => (
              <li key={choice.id}>
                <button type="button" className="button button--ghost button--small" onClick={() => onPick(choice.id)}>
                  {t("admin.reference.pick", { label: choice.label })}
                </button>{" "}
                <span className="admin-muted">{choice.detail}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminLoadView>
    </Modal>
  );
}

/**
 * 'Choisir un article' or 'Choisir un événement' beside an input that names one (docs/product.md §2 "/admin"):
 * a search instead of an id typed by hand.
 */
export function ReferencePicker({ model, label, onPick }: { model: PickedModel; label: string; onPick: (id: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={() => setOpen(true)}>
        {t(`admin.reference.choose.${model}`)}
        <span className="visually-hidden"> : {label}</span>
      </button>
      {open ? (
        <ReferencePickerDialog
          model={model}
          label={label}
          onClose={() => setOpen(false)}
          onPick={(id) => {
            onPick(id);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
