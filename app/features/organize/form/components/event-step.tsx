import { DRAFT_LANGS } from "#machines/event-form/event-form.types";
import { SelectField } from "~/components/ui/fields/select-field";
import { TagsField } from "~/components/ui/fields/tags-field";
import { TAG_MAX, TAGS_MAX } from "~/features/organize/event-input.schema";
import { useT } from "~/i18n/intl";
import { filledLangs } from "../draft-input";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { LANG_NAMES, LanguageTabs } from "./language-tabs";
import { StepFieldset } from "./step-fieldset";

/** Step "event": texts per language, main language, type, topic, pillar, tags. */
export function EventStep() {
  const t = useT();
  const { draft, errors, change, taxonomies } = useEventForm();
  useFocusFirstInvalid();
  const filled = filledLangs(draft);
  const langs = filled.length > 0 ? filled : DRAFT_LANGS.filter((lang) => lang === draft.lang);
  const loading = taxonomies.status !== "ready";
  return (
    <StepFieldset step="event">
      <LanguageTabs />
      <SelectField
        name="lang"
        label={t("organize.form.mainLang")}
        hint={t("organize.form.mainLang.hint")}
        value={langs.includes(draft.lang) ? draft.lang : (langs[0] ?? draft.lang)}
        options={langs.map((lang) => ({ value: lang, label: t(LANG_NAMES[lang]) }))}
        onChange={(value) => change({ lang: DRAFT_LANGS.find((lang) => lang === value) ?? draft.lang })}
        error={errors.lang}
      />
      {taxonomies.status === "failed" ? (
        <div role="alert" className="notice notice--error">
          <p>{t("organize.form.taxonomies.failed")}</p>
          <button type="button" className="button button--ghost button--small" onClick={taxonomies.retry}>
            {t("account.retry")}
          </button>
        </div>
      ) : null}
      <div className="form-grid">
        <SelectField
          name="type"
          label={t("organize.form.type")}
          value={draft.type}
          options={taxonomies.type}
          placeholder=""
          onChange={(type) => change({ type })}
          error={errors.type}
          disabled={loading}
          required
        />
        <SelectField
          name="topic"
          label={t("organize.form.topic")}
          value={draft.topic}
          options={taxonomies.topic}
          placeholder=""
          onChange={(topic) => change({ topic })}
          error={errors.topic}
          disabled={loading}
          required
        />
        <SelectField
          name="pillar"
          label={t("organize.form.pillar")}
          value={draft.pillar}
          options={taxonomies.pillar}
          placeholder={t("organize.form.pillar.none")}
          onChange={(pillar) => change({ pillar })}
          error={errors.pillar}
          disabled={loading}
        />
      </div>
      <TagsField
        name="tags"
        label={t("organize.form.tags")}
        value={draft.tags}
        onChange={(tags) => change({ tags })}
        error={errors.tags}
        max={TAGS_MAX}
        maxLength={TAG_MAX}
      />
    </StepFieldset>
  );
}
