import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import * as v from "valibot";
import type { LocationSelection } from "#machines/location-picker/location-picker.machine";
import { LocalizedLink } from "~/components/layout/localized-link";
import { CheckboxField } from "~/components/ui/fields/checkbox-field";
import { InputField } from "~/components/ui/fields/input-field";
import { NumberField } from "~/components/ui/fields/number-field";
import { SelectField } from "~/components/ui/fields/select-field";
import { TagsField } from "~/components/ui/fields/tags-field";
import { TextareaField } from "~/components/ui/fields/textarea-field";
import { TextField } from "~/components/ui/fields/text-field";
import { LISTING_FILTERS } from "~/features/events/listing-filters";
import { LocationPicker } from "~/features/places/components/location-picker";
import { useTaxonomies } from "~/features/organize/form/use-taxonomies";
import { LoadFailed, Loading } from "~/features/organize/manage/components/remote-states";
import { OrganizerSignedIn } from "~/features/organize/manage/components/organizer-signed-in";
import { useOrganizerLoad } from "~/features/organize/manage/use-organizer-load";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl, useT } from "~/i18n/intl";
import { LANGS, localizePath } from "~/i18n/locale";
import type { ApiClient } from "~/lib/api-client";
import { useRootData } from "~/lib/root-data";
import { errorCode, useApi } from "~/lib/use-remote";
import { OwnWidgetListSchema } from "../own-widgets.schema";
import {
  draftErrors,
  draftOf,
  inputOf,
  newWidgetDraft,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  WIDGET_CHOICES,
  type DraftPlace,
  type WidgetDraft,
} from "../widget-draft";
import { WidgetPreview } from "./widget-preview";

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;
const SavedAnswer = v.object({ _id: v.string() });
const LANG_NAMES = { fr: "organize.form.lang.fr", en: "organize.form.lang.en", es: "organize.form.lang.es" } as const;
const LAYOUTS = ["card", "line", "ticket", "simple", "line-simple"] as const;
const LIST_TYPES = ["grid", "line", "agenda"] as const;

/**
 * /organize/widgets/new and /organize/widgets/{id} (docs/product.md §2): a member builds a widget of events for
 * their site (what it lists, how, in which language, who may frame it), sees it as visitors will at a phone's, a
 * tablet's and a laptop's width as they change it, and saves it under their account.
 */
export function WidgetBuilderScreen({ id }: { id: string | null }) {
  const t = useT();
  const heading = <h1>{t(id ? "shell.organize.widgets.edit" : "shell.organize.widgets.new")}</h1>;
  return (
    <div className="container container--wide widget-builder-page">
      <OrganizerSignedIn heading={heading}>
        {() => (
          <>
            {heading}
            <p>
              <LocalizedLink to="/organize/widgets">{t("organize.widgets.back")}</LocalizedLink>
            </p>
            {id ? <SavedWidgetBuilder key={id} id={id} /> : <WidgetBuilder id={null} initial={null} />}
          </>
        )}
      </OrganizerSignedIn>
    </div>
  );
}

function SavedWidgetBuilder({ id }: { id: string }) {
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) =>
      v.parse(OwnWidgetListSchema, await api.get("/iframes/mine", { signal })).data.find((widget) => widget._id === id) ?? null,
    [id],
  );
  const { state, reload } = useOrganizerLoad(load);
  const t = useT();
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  if (!state.data) {
    return (
      <p role="alert" className="notice notice--error">
        {t("organize.widgets.notFound")}
      </p>
    );
  }
  return <WidgetBuilder id={id} initial={draftOf(state.data)} />;
}

function WidgetBuilder({ id, initial }: { id: string | null; initial: WidgetDraft | null }) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const api = useApi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const taxonomies = useTaxonomies();
  const me = useSession().user?._id ?? null;
  const [draft, setDraft] = useState<WidgetDraft>(() => initial ?? newWidgetDraft(lang));
  const [submitted, setSubmitted] = useState(false);
  // 'Widget enregistré' after a creation holds until the form changes.
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<{ status: "idle" | "saving" | "saved" } | { status: "failed"; code: string }>({ status: "idle" });
  const status = useRef<HTMLParagraphElement>(null);
  const change = (changes: Partial<WidgetDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setTouched(true);
    setState((current) => (current.status === "saved" ? { status: "idle" } : current));
  };
  const errors = submitted ? draftErrors(draft) : {};
  // Online events have no place: the place and the in-person choices are not offered.
  const online = draft.choices.visio === "true";
  useEffect(() => {
    if (state.status === "saved" || state.status === "failed") status.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = draftErrors(draft);
    const first = (["name", "pageSize", "colour"] as const).find((name) => problems[name]);
    if (first) return document.getElementById(`field-${first}`)?.focus();
    setState({ status: "saving" });
    try {
      if (id) await api.put(`/iframes/${id}`, inputOf(draft));
      else {
        const { _id } = v.parse(SavedAnswer, await api.post("/iframes", inputOf(draft)));
        return navigate(localizePath(`/organize/widgets/${_id}?saved=1`, lang), { replace: true });
      }
      setState({ status: "saved" });
    } catch (error) {
      setState({ status: "failed", code: errorCode(error) });
    }
  };

  const selected: LocationSelection | null = draft.place
    ? "loc" in draft.place
      ? { ...lngLat(draft.place.loc), formattedAddress: draft.place.formattedAddress }
      : { countryCode: draft.place.countryCode, formattedAddress: draft.place.formattedAddress, types: ["country"] }
    : null;
  const justCreated = id !== null && search.get("saved") === "1";
  const any = t("organize.widgets.any");

  return (
    <div className="widget-builder">
      <form className="widget-builder__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="name"
          label={t("organize.widgets.name")}
          value={draft.name}
          onChange={(name) => change({ name })}
          error={errors.name}
          maxLength={200}
          required
        />
        <TextareaField
          name="description"
          label={t("organize.widgets.description")}
          value={draft.description}
          onChange={(description) => change({ description })}
          maxLength={2000}
        />
        <fieldset className="widget-builder__group">
          <legend>{t("organize.widgets.what")}</legend>
          <SelectField
            name="topic"
            label={t("organize.form.topic")}
            value={draft.topic}
            options={taxonomies.topic}
            placeholder={any}
            onChange={(topic) => change({ topic })}
          />
          <SelectField
            name="type"
            label={t("organize.form.type")}
            value={draft.type}
            options={taxonomies.type}
            placeholder={any}
            onChange={(type) => change({ type })}
          />
          {me ? (
            <CheckboxField
              name="onlyMine"
              label={t("organize.widgets.onlyMine")}
              value={draft.organizer === me}
              onChange={(mine) => change({ organizer: mine ? me : "" })}
            />
          ) : null}
          {WIDGET_CHOICES.map((key) => {
            const { control, inPerson } = LISTING_FILTERS[key];
            if (!control || (inPerson && online)) return null;
            const value = draft.choices[key] ?? "";
            const choose = (text: string) => change({ choices: { ...draft.choices, [key]: text } });
            if (control.kind === "checkbox") {
              return (
                <CheckboxField key={key} name={key} label={t(control.label)} value={value === "true"} onChange={(checked) => choose(checked ? "true" : "")} />
              );
            }
            const [anyOption, ...options] = control.options;
            return (
              <SelectField
                key={key}
                name={key}
                label={t(control.label)}
                value={value}
                placeholder={anyOption ? t(anyOption.label) : undefined}
                options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
                onChange={choose}
              />
            );
          })}
          {online ? null : (
            <div className="form-field">
              <label className="form-field__label" htmlFor="widget-place">
                {t("organize.widgets.place")}
              </label>
              <p id="widget-place-hint" className="form-field__hint">
                {t("organize.widgets.placeHint")}
              </p>
              <LocationPicker id="widget-place" apiBase={config.apiBase} selected={selected} onChange={(choice) => change({ place: placeOf(choice) })} />
            </div>
          )}
          <CheckboxField name="showPast" label={t("organize.widgets.showPast")} value={draft.showPast} onChange={(showPast) => change({ showPast })} />
        </fieldset>
        <fieldset className="widget-builder__group">
          <legend>{t("organize.widgets.how")}</legend>
          <SelectField
            name="lang"
            label={t("organize.widgets.lang")}
            value={draft.lang}
            options={LANGS.map((value) => ({ value, label: t(LANG_NAMES[value]) }))}
            onChange={(value) => change({ lang: LANGS.find((item) => item === value) ?? "fr" })}
          />
          <NumberField
            name="pageSize"
            label={t("organize.widgets.pageSize", { min: PAGE_SIZE_MIN, max: PAGE_SIZE_MAX })}
            value={draft.pageSize}
            min={PAGE_SIZE_MIN}
            max={PAGE_SIZE_MAX}
            onChange={(pageSize) => change({ pageSize })}
            error={errors.pageSize}
            required
          />
          <SelectField
            name="listType"
            label={t("organize.widgets.listType")}
            value={draft.listType}
            options={LIST_TYPES.map((value) => ({ value, label: t(`organize.widgets.listType.${value}`) }))}
            onChange={(value) => change({ listType: LIST_TYPES.find((item) => item === value) ?? "grid" })}
          />
          <SelectField
            name="layout"
            label={t("organize.widgets.layout")}
            value={draft.layout}
            options={LAYOUTS.map((value) => ({ value, label: t(`organize.widgets.layout.${value}`) }))}
            onChange={(value) => change({ layout: LAYOUTS.find((item) => item === value) ?? "card" })}
          />
          <SelectField
            name="theme"
            label={t("organize.widgets.theme")}
            value={draft.theme}
            options={[
              { value: "base", label: t("organize.widgets.theme.base") },
              { value: "events", label: t("organize.widgets.theme.events") },
            ]}
            onChange={(value) => change({ theme: value === "events" ? "events" : "base" })}
          />
          <CheckboxField name="ownColour" label={t("organize.widgets.ownColour")} value={draft.ownColour} onChange={(ownColour) => change({ ownColour })} />
          {draft.ownColour ? (
            // Told at once, not at the submit: the colour is chosen by looking at the preview.
            <InputField
              type="color"
              name="colour"
              label={t("organize.widgets.colour")}
              hint={t("organize.widgets.colourHint")}
              value={draft.colour}
              onChange={(colour) => change({ colour })}
              error={draftErrors(draft).colour}
            />
          ) : null}
          <TagsField
            name="allowedOrigins"
            label={t("organize.widgets.origins")}
            hint={t("organize.widgets.originsHint")}
            value={draft.allowedOrigins}
            onChange={(allowedOrigins) => change({ allowedOrigins })}
            test={(entry) => ORIGIN.test(entry)}
            max={20}
          />
        </fieldset>
        <p className="widget-builder__actions">
          <button type="submit" className="button" disabled={state.status === "saving"}>
            {t(id ? "organize.widgets.save" : "organize.widgets.createSubmit")}
          </button>
          {id ? (
            <LocalizedLink className="button button--ghost" to={`/iframe/${id}/embed`}>
              {t("organize.widgets.code")}
            </LocalizedLink>
          ) : null}
        </p>
        <p ref={status} tabIndex={-1} role={state.status === "failed" ? "alert" : "status"} className="widget-builder__status">
          {state.status === "saved" || (justCreated && !touched && state.status === "idle")
            ? t("organize.widgets.saved")
            : state.status === "failed"
              ? t(state.code === "too_many_widgets" ? "organize.widgets.tooMany" : "organize.widgets.failed")
              : ""}
        </p>
      </form>
      <WidgetPreview input={inputOf({ ...draft, name: draft.name.trim() || t("organize.widgets.untitled") })} />
    </div>
  );
}

function lngLat(loc: string) {
  const [lng = 0, lat = 0] = loc.split(",").map(Number);
  return { lng, lat };
}

/** The place filter of a location picker choice: a point, a country, or none ('En ligne' is the format's). */
function placeOf(choice: LocationSelection | null): DraftPlace | null {
  if (!choice || ("visio" in choice && choice.visio === true)) return null;
  const place = choice as Exclude<LocationSelection, { visio: true }>;
  const formattedAddress = place.formattedAddress ?? place.name ?? "";
  if (place.types?.includes("country") && place.countryCode) return { countryCode: place.countryCode, formattedAddress };
  if (place.lat === undefined || place.lng === undefined) return null;
  return { loc: `${place.lng},${place.lat}`, formattedAddress };
}
