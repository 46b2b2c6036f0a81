import { useState } from "react";
import { useT } from "~/i18n/intl";
import { useAdminLoad } from "../admin-api";
import { HotspotListSchema, IframeListSchema, TaxonomyListSchema } from "../admin-answers.schema";
import { AdminFailed, AdminLoading } from "./admin-gate";
import { JsonItemForm } from "./json-item-form";

/** Taxonomies (types, topics, momentums, pillars…) and hotspots, each item edited as JSON, plus a new one of each. */
export function TaxonomiesSection() {
  const t = useT();
  const taxonomies = useAdminLoad("/taxonomies", TaxonomyListSchema);
  const hotspots = useAdminLoad("/hotspots", HotspotListSchema);
  const [type, setType] = useState("topic");
  return (
    <>
      <section className="admin-section" aria-labelledby="admin-taxonomies-title">
        <h2 id="admin-taxonomies-title">{t("admin.section.taxonomies")}</h2>
        <p className="admin-muted">{t("admin.taxonomies.lead")}</p>
        <label className="admin-filters">
          {t("admin.taxonomies.type")}
          <select value={type} onChange={(event) => setType(event.target.value)}>
            {["type", "topic", "momentum", "pillar", "action", "color"].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {taxonomies.state.status === "loading" ? <AdminLoading /> : null}
        {taxonomies.state.status === "failed" ? <AdminFailed code={taxonomies.state.code} retry={taxonomies.reload} /> : null}
        {taxonomies.state.status === "ready" ? (
          <div className="admin-items">
            {taxonomies.state.data.data
              .filter((item) => item.type === type)
              .map(({ _id, ...item }) => (
                <JsonItemForm
                  key={_id}
                  label={`${item.type} · ${item.slug}`}
                  initial={item}
                  method="PUT"
                  path={`/taxonomies/${_id}`}
                  onSaved={taxonomies.reload}
                />
              ))}
            <JsonItemForm
              key={`new-${type}`}
              label={t("admin.taxonomies.new")}
              initial={{ type, slug: "", name: { fr: "", en: "", es: "" }, description: null, color: null, hidden: false }}
              method="POST"
              path="/taxonomies"
              onSaved={taxonomies.reload}
            />
          </div>
        ) : null}
      </section>
      <section className="admin-section" aria-labelledby="admin-hotspots-title">
        <h2 id="admin-hotspots-title">{t("admin.hotspots.title")}</h2>
        {hotspots.state.status === "loading" ? <AdminLoading /> : null}
        {hotspots.state.status === "failed" ? <AdminFailed code={hotspots.state.code} retry={hotspots.reload} /> : null}
        {hotspots.state.status === "ready" ? (
          <div className="admin-items">
            {hotspots.state.data.data.map(({ _id, ...item }) => (
              <JsonItemForm key={_id} label={item.slug} initial={item} method="PUT" path={`/hotspots/${_id}`} onSaved={hotspots.reload} />
            ))}
            <JsonItemForm
              label={t("admin.hotspots.new")}
              initial={{ slug: "", name: { fr: "", en: "", es: "" }, city: null, lat: null, lng: null }}
              method="POST"
              path="/hotspots"
              onSaved={hotspots.reload}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}

const NEW_WIDGET = {
  name: "",
  slug: null,
  kind: "events",
  description: "",
  filters: {},
  layout: "card",
  listType: "grid",
  theme: "base",
  lang: "fr",
  pageSize: 6,
  showPast: false,
  allowedOrigins: [],
  partners: [],
};

/** Partner widgets (/iframe/<id>): what they show (GET /events filters, or partners), how, and who may frame them. */
export function WidgetsSection() {
  const t = useT();
  const { state, reload } = useAdminLoad("/iframes", IframeListSchema);
  return (
    <section className="admin-section" aria-labelledby="admin-widgets-title">
      <h2 id="admin-widgets-title">{t("admin.section.widgets")}</h2>
      <p className="admin-muted">{t("admin.widgets.lead")}</p>
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <div className="admin-items">
          {state.data.data.map(({ _id, ...item }) => (
            <JsonItemForm
              key={_id}
              label={`${item.name} · /iframe/${item.slug ?? _id}`}
              initial={item}
              method="PUT"
              path={`/iframes/${_id}`}
              onSaved={reload}
            />
          ))}
          <JsonItemForm label={t("admin.widgets.new")} initial={NEW_WIDGET} method="POST" path="/iframes" onSaved={reload} />
        </div>
      ) : null}
    </section>
  );
}
