import { useId, useState } from "react";
import { useT } from "~/i18n/intl";
import { codeOf, useAdminApi, useAdminLoad } from "../admin-api";
import { TranslationListSchema, type TranslationItem } from "../admin-answers.schema";
import { AdminSearch } from "./admin-search";
import { AdminFailed, AdminLoading } from "./admin-gate";

const LANGS = ["fr", "en", "es"] as const;
/** Rows shown at once: a search narrows the rest down. */
const SHOWN = 40;

/** One translation entry: its text in each language, saved together (the KV copies are dropped by the API). */
function TranslationRow({ entry, onSaved }: { entry: TranslationItem; onSaved: () => void }) {
  const t = useT();
  const call = useAdminApi();
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() => ({ ...entry.texts }));
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <form
      className="admin-translation"
      aria-labelledby={`${id}-key`}
      onSubmit={(event) => {
        event.preventDefault();
        void call("PUT", "/translations", { module: entry.module, key: entry.key, context: entry.context ?? "", texts }).then((answer) => {
          setOutcome(answer.ok ? t("admin.editor.saved") : t("admin.error.generic", { code: codeOf(answer) }));
          if (answer.ok) onSaved();
        });
      }}
    >
      <p id={`${id}-key`} className="admin-translation__key">
        <code>
          {entry.module} · {entry.key}
          {entry.context ? ` #${entry.context}` : ""}
        </code>
      </p>
      {LANGS.map((lang) => (
        <label key={lang}>
          {lang.toUpperCase()}
          <input value={texts[lang] ?? ""} onChange={(event) => setTexts((current) => ({ ...current, [lang]: event.target.value }))} />
        </label>
      ))}
      <button type="submit" className="button button--ghost button--small">
        {t("admin.editor.save")}
      </button>
      <span role="status">{outcome}</span>
    </form>
  );
}

/** Interface translations of the `events` and `mks-vue` modules, found by key or text, plus a new entry. */
export function TranslationsSection() {
  const t = useT();
  const [module, setModule] = useState("");
  const [search, setSearch] = useState("");
  const query = new URLSearchParams({ ...(module ? { module } : {}), ...(search ? { search } : {}) }).toString();
  const { state, reload } = useAdminLoad(`/translations${query ? `?${query}` : ""}`, TranslationListSchema);
  const [fresh, setFresh] = useState(0);
  return (
    <section className="admin-section" aria-labelledby="admin-translations-title">
      <h2 id="admin-translations-title">{t("admin.section.translations")}</h2>
      <AdminSearch search={search} onSearch={setSearch}>
        <label>
          {t("admin.translations.module")}
          <select value={module} onChange={(event) => setModule(event.target.value)}>
            <option value="">{t("admin.translations.allModules")}</option>
            <option value="events">events</option>
            <option value="mks-vue">mks-vue</option>
          </select>
        </label>
      </AdminSearch>
      {state.status === "loading" ? <AdminLoading /> : null}
      {state.status === "failed" ? <AdminFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <>
          {state.data.data.length > SHOWN ? (
            <p className="admin-muted">{t("admin.translations.more", { shown: SHOWN, count: state.data.data.length })}</p>
          ) : null}
          <div className="admin-items">
            {state.data.data.slice(0, SHOWN).map((entry) => (
              <TranslationRow key={`${entry.module}.${entry.key}#${entry.context ?? ""}`} entry={entry} onSaved={reload} />
            ))}
          </div>
        </>
      ) : null}
      <h3>{t("admin.translations.new")}</h3>
      <NewTranslation
        key={fresh}
        onSaved={() => {
          setFresh((count) => count + 1);
          reload();
        }}
      />
    </section>
  );
}

function NewTranslation({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const call = useAdminApi();
  const [module, setModule] = useState("events");
  const [key, setKey] = useState("");
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="admin-translation"
      onSubmit={(event) => {
        event.preventDefault();
        void call("PUT", "/translations", { module, key, texts }).then((answer) =>
          answer.ok ? onSaved() : setError(t("admin.error.generic", { code: codeOf(answer) })),
        );
      }}
    >
      <label>
        {t("admin.translations.module")}
        <select value={module} onChange={(event) => setModule(event.target.value)}>
          <option value="events">events</option>
          <option value="mks-vue">mks-vue</option>
        </select>
      </label>
      <label>
        {t("admin.translations.key")}
        <input required value={key} onChange={(event) => setKey(event.target.value)} />
      </label>
      {LANGS.map((lang) => (
        <label key={lang}>
          {lang.toUpperCase()}
          <input value={texts[lang] ?? ""} onChange={(event) => setTexts((current) => ({ ...current, [lang]: event.target.value }))} />
        </label>
      ))}
      <button type="submit" className="button button--small">
        {t("admin.translations.add")}
      </button>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
