import { useRef, type KeyboardEvent } from "react";
import { DRAFT_LANGS, type DraftLang } from "#machines/event-form/event-form.types";
import { TextField } from "~/components/ui/fields/text-field";
import { TITLE_MAX } from "~/features/organize/event-input.schema";
import { useT } from "~/i18n/intl";
import { filledLangs } from "../draft-input";
import { useEventForm } from "../event-form-context";
import { EditorField } from "../fields/editor-field";

/** Each language's name in the form's labels ('Titre (Français)'). */
export const LANG_NAMES = { fr: "organize.form.lang.fr", en: "organize.form.lang.en", es: "organize.form.lang.es" } as const;

/**
 * Title and description per language: a WAI-ARIA tablist (arrows, Home and End move between the
 * languages; the tab says whether the language is written). At least one language is required.
 */
export function LanguageTabs() {
  const t = useT();
  const { context, send, draft, errors, changeText } = useEventForm();
  const tabs = useRef<Partial<Record<DraftLang, HTMLButtonElement | null>>>({});
  const filled = filledLangs(draft);
  const show = (lang: DraftLang) => {
    send({ type: "SHOW_LANG", lang });
    tabs.current[lang]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = DRAFT_LANGS.indexOf(context.tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: DRAFT_LANGS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const lang = DRAFT_LANGS[(target + DRAFT_LANGS.length) % DRAFT_LANGS.length];
    if (lang) show(lang);
  };
  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={t("organize.form.lang.tabs")} className="language-tabs__list" onKeyDown={onKeyDown}>
        {DRAFT_LANGS.map((lang) => {
          const invalid = Object.keys(errors).some((field) => field.startsWith(`texts.${lang}.`));
          return (
            <button
              key={lang}
              ref={(element) => {
                tabs.current[lang] = element;
              }}
              type="button"
              role="tab"
              id={`texts-tab-${lang}`}
              aria-controls={`texts-panel-${lang}`}
              aria-selected={context.tab === lang}
              tabIndex={context.tab === lang ? 0 : -1}
              className="language-tabs__tab"
              data-invalid={invalid || undefined}
              onClick={() => show(lang)}
            >
              {t(LANG_NAMES[lang])}
              {filled.includes(lang) ? <span className="language-tabs__mark"> {t("organize.form.lang.written")}</span> : null}
            </button>
          );
        })}
      </div>
      {DRAFT_LANGS.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`texts-panel-${lang}`}
          aria-labelledby={`texts-tab-${lang}`}
          hidden={context.tab !== lang}
          className="language-tabs__panel"
        >
          <TextField
            name={`texts.${lang}.title`}
            label={t("organize.form.title", { lang: t(LANG_NAMES[lang]) })}
            value={draft.texts[lang].title}
            onChange={(value) => changeText(lang, "title", value)}
            error={errors[`texts.${lang}.title`]}
            maxLength={TITLE_MAX}
          />
          <EditorField
            name={`texts.${lang}.description`}
            label={t("organize.form.description", { lang: t(LANG_NAMES[lang]) })}
            value={draft.texts[lang].description}
            onChange={(value) => changeText(lang, "description", value)}
            error={errors[`texts.${lang}.description`]}
          />
        </div>
      ))}
      <p className="form-field__hint">{t("organize.form.lang.hint")}</p>
    </div>
  );
}
