import { useId } from "react";
import * as v from "valibot";
import type { LocationSelection } from "#machines/location-picker/location-picker.machine";
import { PlaceSchema, type Place } from "../places.schema";
import { useIntl, useT } from "~/i18n/intl";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";

const PlacesAnswer = v.object({ data: v.array(PlaceSchema) });

type LocationPickerProps = {
  id: string;
  apiBase: string;
  selected: LocationSelection | null;
  userAddress?: Place | null;
  onChange: (selected: LocationSelection | null) => void;
};

/** A combobox (WAI-ARIA 1.2) over the location picker machine: suggestions, predictions, online, clear. */
export function LocationPicker({ id, apiBase, selected, userAddress, onChange }: LocationPickerProps) {
  const t = useT();
  const { lang } = useIntl();
  const listId = useId();
  const { snapshot, send, matches } = useDeferredActor(async () => {
    const [{ createActor, fromPromise }, { locationPickerMachine }] = await Promise.all([
      import("xstate"),
      import("#machines/location-picker/location-picker.machine"),
    ]);
    const machine = locationPickerMachine.provide({
      actors: {
        fetchPredictions: fromPromise(async ({ input }: { input: { query: string } }) => {
          const answer = await browserApi(apiBase).get("/places/autocomplete", { query: { q: input.query, lang, limit: 8 } });
          return v.parse(PlacesAnswer, answer).data;
        }),
        fetchDetails: fromPromise(async ({ input }: { input: { place: Place } }) => {
          const answer = await browserApi(apiBase).get(`/places/${encodeURIComponent(input.place.placeId ?? "")}`, { query: { lang } });
          return v.parse(PlaceSchema, answer);
        }),
      },
      actions: { onChange: (_, params) => onChange(params.selected) },
    });
    return createActor(machine, { input: { selected, userAddress } });
  }, "closed");
  // Before the machine runs: its initial context (location-picker.machine.ts).
  const context = snapshot?.context ?? { query: "", predictions: [], activeIndex: -1, selected };
  const open = matches("open");
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shown = context.selected
    ? "visio" in context.selected && context.selected.visio === true
      ? t("location.online")
      : (context.selected.formattedAddress ?? "")
    : "";

  return (
    <div className="location-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && context.activeIndex >= 0 ? optionId(context.activeIndex) : undefined}
        placeholder={t("location.placeholder")}
        value={open ? context.query : shown}
        onFocus={() => send({ type: "FOCUS" })}
        onBlur={() => send({ type: "BLUR" })}
        onChange={(event) => send({ type: "TYPE", query: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") send({ type: "KEY_DOWN" });
          else if (event.key === "ArrowUp") send({ type: "KEY_UP" });
          else if (event.key === "Escape") send({ type: "ESCAPE" });
          else if (event.key === "Enter" && open && context.activeIndex >= 0) {
            event.preventDefault();
            const place = context.predictions[context.activeIndex];
            if (place) send({ type: "SELECT", place });
          } else return;
          if (event.key !== "Enter") event.preventDefault();
        }}
      />
      {context.selected ? (
        <button type="button" className="location-picker__clear" aria-label={t("location.clear")} onClick={() => send({ type: "CLEAR" })}>
          ×
        </button>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t("location.suggestions")} className="location-picker__panel" hidden={!open}>
        {context.predictions.map((place, index) => (
          <li
            key={place.placeId ?? index}
            id={optionId(index)}
            role="option"
            aria-selected={index === context.activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => send({ type: "SELECT", place })}
          >
            {place.formattedAddress ?? place.name}
          </li>
        ))}
        {matches({ open: "noResults" }) ? (
          <li role="option" aria-disabled="true" aria-selected={false}>
            {t("location.noResults")}
          </li>
        ) : null}
        {matches({ open: "failed" }) ? (
          <li role="option" aria-disabled="true" aria-selected={false}>
            {t("location.failed")}
          </li>
        ) : null}
        <li
          role="option"
          aria-selected={false}
          className="location-picker__online"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => send({ type: "SELECT_ONLINE" })}
        >
          {t("location.online")}
        </li>
      </ul>
      <span className="visually-hidden" role="status">
        {matches({ open: "loading" }) ? t("location.searching") : ""}
      </span>
    </div>
  );
}
