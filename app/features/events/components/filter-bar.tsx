import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { LISTING_FILTERS, type FilterControl, type ListingFilters, type ListingUrlKey } from "~/features/events/listing-filters";
import { DATE_OPTIONS, dateOptionRange, matchDateOption, type DateOption } from "~/features/events/date-options";
import { useIntl, useT } from "~/i18n/intl";

export type FilterOption = { slug: string; name: string };

type FilterBarProps = {
  filters: ListingFilters;
  onChange: (changes: ListingFilters) => void;
  onReset: () => void;
  types: FilterOption[];
  topics: FilterOption[];
  fixed: { type?: boolean; topic?: boolean };
  place: ReactNode;
};

/**
 * The listing's filter bar. It is a GET form, so it works before hydration too; once hydrated every
 * change goes through the filter machine (debounced, page reset) instead. On phones it folds behind a
 * toggle button (before hydration it is simply shown by CSS rules for wider screens).
 */
export function FilterBar({ filters, onChange, onReset, types, topics, fixed, place }: FilterBarProps) {
  const t = useT();
  const [customDates, setCustomDates] = useState(false);
  const [open, setOpen] = useState(false);
  const now = new Date();
  const quick = matchDateOption({ from: filters.from, to: filters.to }, now);
  const dateChoice = customDates || (!quick && (filters.from || filters.to)) ? "custom" : (quick ?? "");
  const set = (key: keyof ListingFilters) => (event: { target: { value: string } }) => onChange({ [key]: event.target.value });

  const chooseDates = (value: string) => {
    setCustomDates(value === "custom");
    if (value === "custom") return;
    onChange(value ? dateOptionRange(value as DateOption, now) : { from: "", to: "" });
  };

  return (
    <>
      <button type="button" className="button button--ghost filter-toggle" aria-expanded={open} aria-controls="filter-bar" onClick={() => setOpen(!open)}>
        {t("filters.label")}
      </button>
      <Form
        id="filter-bar"
        method="get"
        className="filter-bar"
        data-open={open}
        aria-label={t("filters.label")}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t("filters.search")} id="filter-search" wide>
          <input
            id="filter-search"
            name="search"
            type="search"
            value={filters.search ?? ""}
            placeholder={t("filters.searchPlaceholder")}
            onChange={set("search")}
          />
        </Field>
        {fixed.type ? null : (
          <Field label={t("filters.type")} id="filter-type">
            <Select id="filter-type" name="type" value={filters.type} onChange={set("type")} any={t("filters.anyType")} options={types} />
          </Field>
        )}
        {fixed.topic ? null : (
          <Field label={t("filters.topic")} id="filter-topic">
            <Select id="filter-topic" name="topic" value={filters.topic} onChange={set("topic")} any={t("filters.anyTopic")} options={topics} />
          </Field>
        )}
        <Field label={t("filters.dates")} id="filter-dates">
          <DateSelect value={dateChoice} onChange={chooseDates} />
        </Field>
        {dateChoice === "custom" ? (
          <>
            <Field label={t("filters.from")} id="filter-from">
              <input id="filter-from" name="from" type="date" value={filters.from?.slice(0, 10) ?? ""} onChange={set("from")} />
            </Field>
            <Field label={t("filters.to")} id="filter-to">
              <input id="filter-to" name="to" type="date" value={filters.to?.slice(0, 10) ?? ""} min={filters.from?.slice(0, 10)} onChange={set("to")} />
            </Field>
          </>
        ) : null}
        <Field label={t("filters.place")} id="filter-place" wide>
          {place}
        </Field>
        {CHOICE_FILTERS.map(([key, control]) => (
          <ChoiceControl key={key} name={key} control={control} value={filters[key] ?? ""} onChange={(value) => onChange({ [key]: value })} />
        ))}
        <button type="button" className="button button--text filter-bar__reset" onClick={onReset}>
          {t("filters.reset")}
        </button>
      </Form>
    </>
  );
}

/** The filters set by a choice among fixed values (listing-filters.ts), in the table's order. */
const CHOICE_FILTERS = Object.entries(LISTING_FILTERS).flatMap(([key, filter]) =>
  filter.control && filter.url?.[0] === key ? [[key as ListingUrlKey, filter.control] as const] : [],
);

/** A select or a box of the table; a box's value is "true" when checked, "" otherwise. */
function ChoiceControl({ name, control, value, onChange }: { name: string; control: FilterControl; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = `filter-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  if (control.kind === "checkbox") {
    return (
      <div className="filter-bar__field filter-bar__check">
        <input id={id} name={name} type="checkbox" value="true" checked={value === "true"} onChange={(event) => onChange(event.target.checked ? "true" : "")} />
        <label htmlFor={id}>{t(control.label)}</label>
      </div>
    );
  }
  return (
    <Field label={t(control.label)} id={id}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {control.options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Field({ label, id, wide, children }: { label: string; id: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`filter-bar__field${wide ? " filter-bar__field--wide" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function Select(props: {
  id: string;
  name: string;
  value?: string;
  any: string;
  options: FilterOption[];
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <select id={props.id} name={props.name} value={props.value ?? ""} onChange={props.onChange}>
      <option value="">{props.any}</option>
      {props.options.map((option) => (
        <option key={option.slug} value={option.slug}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

function DateSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <select id="filter-dates" value={value} onChange={(event) => onChange(event.target.value)} lang={lang}>
      <option value="">{t("filters.anyDate")}</option>
      {DATE_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {t(`filters.date.${option}` as const)}
        </option>
      ))}
      <option value="custom">{t("filters.date.custom")}</option>
    </select>
  );
}
