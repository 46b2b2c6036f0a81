import { useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { LocalizedLink } from "~/components/layout/localized-link";
import { LoadFailed, Loading } from "~/features/organize/manage/components/remote-states";
import { OrganizerSignedIn } from "~/features/organize/manage/components/organizer-signed-in";
import { useOrganizerLoad } from "~/features/organize/manage/use-organizer-load";
import { useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { errorCode, useApi } from "~/lib/use-remote";
import { OWN_WIDGETS_MAX, OwnWidgetListSchema, type OwnWidget } from "../own-widgets.schema";

/** Stable (a module function), as useOrganizerLoad wants. */
const loadMine = async (api: ApiClient, signal: AbortSignal) => v.parse(OwnWidgetListSchema, await api.get("/iframes/mine", { signal })).data;

/**
 * /organize/widgets (docs/product.md §2): the member's own widgets, each with its code to paste, its builder and
 * a delete that asks first; 'Créer un widget' while they keep fewer than OWN_WIDGETS_MAX.
 */
export function OwnWidgetsScreen() {
  const t = useT();
  const heading = <h1>{t("shell.organize.widgets")}</h1>;
  return (
    <div className="container organize-widgets">
      <OrganizerSignedIn heading={heading}>
        {() => (
          <>
            {heading}
            <p className="page-lead">{t("organize.widgets.lead")}</p>
            <OwnWidgetList />
          </>
        )}
      </OrganizerSignedIn>
    </div>
  );
}

function OwnWidgetList() {
  const t = useT();
  const { state, update, reload } = useOrganizerLoad(loadMine);
  const [status, setStatus] = useState("");
  // After a delete the focus goes to the line that says so, not to the page's start.
  const statusLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status) statusLine.current?.focus();
  }, [status]);
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  const widgets = state.data;
  return (
    <>
      {widgets.length < OWN_WIDGETS_MAX ? (
        <p>
          <LocalizedLink className="button" to="/organize/widgets/new">
            {t("organize.widgets.create")}
          </LocalizedLink>
        </p>
      ) : (
        <p className="notice">{t("organize.widgets.max", { max: OWN_WIDGETS_MAX })}</p>
      )}
      <p ref={statusLine} role="status" tabIndex={-1} className="organize-widgets__status">
        {status}
      </p>
      {widgets.length === 0 ? (
        <p className="empty-state">{t("organize.widgets.empty")}</p>
      ) : (
        <ul className="organize-widgets__list">
          {widgets.map((widget) => (
            <OwnWidgetItem
              key={widget._id}
              widget={widget}
              onDeleted={() => {
                update((current) => current.filter((item) => item._id !== widget._id));
                setStatus(t("organize.widgets.deleted", { name: widget.name }));
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function OwnWidgetItem({ widget, onDeleted }: { widget: OwnWidget; onDeleted: () => void }) {
  const t = useT();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    try {
      await api.delete(`/iframes/${widget._id}`);
      onDeleted();
    } catch (error) {
      // Already gone (another tab): as good as deleted.
      if (errorCode(error) === "iframe_not_found") onDeleted();
      else setFailed(true);
    }
  };
  return (
    <li className="organize-widgets__item">
      <h2>{widget.name}</h2>
      {widget.description ? <p>{widget.description}</p> : null}
      <p className="organize-widgets__actions">
        <LocalizedLink className="button button--small" to={`/iframe/${widget._id}/embed`}>
          {t("organize.widgets.code")}
          <span className="visually-hidden"> : {widget.name}</span>
        </LocalizedLink>
        <LocalizedLink className="button button--ghost button--small" to={`/organize/widgets/${widget._id}`}>
          {t("organize.widgets.edit")}
          <span className="visually-hidden"> : {widget.name}</span>
        </LocalizedLink>
        {confirming ? null : (
          <button type="button" className="button button--text" onClick={() => setConfirming(true)}>
            {t("organize.widgets.delete")}
            <span className="visually-hidden"> : {widget.name}</span>
          </button>
        )}
      </p>
      {confirming ? (
        <div role="group" aria-label={t("organize.widgets.delete")} className="organize-widgets__confirm">
          <p>{t("organize.widgets.deleteConfirm", { name: widget.name })}</p>
          <button type="button" className="button button--small" onClick={() => void remove()}>
            {t("organize.widgets.deleteYes")}
          </button>
          <button type="button" className="button button--ghost button--small" autoFocus onClick={() => setConfirming(false)}>
            {t("organize.widgets.deleteNo")}
          </button>
          {failed ? (
            <p role="alert" className="field-error">
              {t("organize.widgets.failed")}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
