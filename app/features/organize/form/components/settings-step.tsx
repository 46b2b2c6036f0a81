import { CheckboxField } from "~/components/ui/fields/checkbox-field";
import { DateTimeField } from "~/components/ui/fields/datetime-field";
import { FieldFrame, fieldId } from "~/components/ui/fields/field-frame";
import { NumberField } from "~/components/ui/fields/number-field";
import { RadioField } from "~/components/ui/fields/radio-field";
import { SelectField } from "~/components/ui/fields/select-field";
import { UrlField } from "~/components/ui/fields/url-field";
import { CAPACITY_MAX } from "~/features/organize/event-input.schema";
import { SERIES_MAX } from "~/features/organize/recurrence";
import { LocationPicker } from "~/features/places/components/location-picker";
import { useT } from "~/i18n/intl";
import { useRootData } from "~/lib/root-data";
import { useEventForm, useFocusFirstInvalid } from "../event-form-context";
import { TIME_ZONES } from "../time-zones";
import { AccessibilityFields } from "./accessibility-fields";
import { StepFieldset } from "./step-fieldset";

/** Step "settings": when (start, end, time zone, and for a new event whether it repeats), where (a place or online), accessibility, capacity, registration, privacy. */
export function SettingsStep() {
  const t = useT();
  const { config } = useRootData();
  const { context, draft, errors, change } = useEventForm();
  useFocusFirstInvalid();
  const zones = TIME_ZONES.includes(draft.timezone) ? TIME_ZONES : [draft.timezone, ...TIME_ZONES];
  return (
    <StepFieldset step="settings">
      <div className="form-grid">
        <DateTimeField
          name="start"
          label={t("organize.form.start")}
          value={draft.start}
          onChange={(start) => change({ start })}
          error={errors.start}
          required
        />
        <DateTimeField
          name="end"
          label={t("organize.form.end")}
          value={draft.end}
          min={draft.start || undefined}
          onChange={(end) => change({ end })}
          error={errors.end}
          required
        />
        <SelectField
          name="timezone"
          label={t("organize.form.timezone")}
          value={draft.timezone}
          options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
          onChange={(timezone) => change({ timezone })}
          error={errors.timezone}
        />
      </div>
      {/* A new event may start a series of dates (docs/product.md §5 "Recurring events"); an edit changes one date. */}
      {context.mode === "edit" ? null : (
        <>
          <SelectField
            name="repeat"
            label={t("organize.form.repeat")}
            value={draft.repeat}
            options={[
              { value: "", label: t("organize.form.repeat.none") },
              { value: "weekly", label: t("organize.form.repeat.weekly") },
              { value: "monthly", label: t("organize.form.repeat.monthly") },
            ]}
            onChange={(repeat) => change({ repeat: repeat === "weekly" || repeat === "monthly" ? repeat : "" })}
          />
          {draft.repeat === "monthly" ? (
            <RadioField
              name="repeatMonthlyBy"
              label={t("organize.form.repeat.monthlyBy")}
              value={draft.repeatMonthlyBy}
              options={[
                { value: "date", label: t("organize.form.repeat.sameDate") },
                { value: "weekday", label: t("organize.form.repeat.sameWeekday") },
              ]}
              onChange={(by) => change({ repeatMonthlyBy: by === "weekday" ? "weekday" : "date" })}
            />
          ) : null}
          {draft.repeat ? (
            <NumberField
              name="repeatCount"
              label={t("organize.form.repeat.count")}
              hint={t("organize.form.repeat.hint", { max: SERIES_MAX })}
              value={draft.repeatCount}
              min={2}
              max={SERIES_MAX}
              onChange={(repeatCount) => change({ repeatCount })}
              error={errors.repeatCount}
              required
            />
          ) : null}
        </>
      )}
      <RadioField
        name="online"
        label={t("organize.form.where")}
        value={draft.online ? "online" : "place"}
        options={[
          { value: "place", label: t("organize.form.where.place") },
          { value: "online", label: t("organize.form.where.online") },
        ]}
        onChange={(value) => change({ online: value === "online" })}
      />
      {draft.online ? (
        <UrlField
          name="visioUrl"
          label={t("organize.form.visioUrl")}
          hint={t("organize.form.url.hint")}
          value={draft.visioUrl}
          onChange={(visioUrl) => change({ visioUrl })}
          error={errors.visioUrl}
          required
        />
      ) : (
        <FieldFrame name="address" label={t("organize.form.address")} hint={t("organize.form.address.hint")} error={errors.address} required>
          <LocationPicker
            id={fieldId("address")}
            apiBase={config.apiBase}
            selected={draft.address}
            onChange={(selected) =>
              change(selected && !("visio" in selected && selected.visio) ? { address: selected } : selected ? { online: true } : { address: null })
            }
          />
        </FieldFrame>
      )}
      <AccessibilityFields />
      <NumberField
        name="maxAttendees"
        label={t("organize.form.capacity")}
        hint={t("organize.form.capacity.hint")}
        value={draft.maxAttendees}
        min={0}
        max={CAPACITY_MAX}
        onChange={(maxAttendees) => change({ maxAttendees })}
        error={errors.maxAttendees}
      />
      <CheckboxField
        name="registerExternal"
        label={t("organize.form.registerExternal")}
        value={draft.registerExternal}
        onChange={(registerExternal) => change({ registerExternal })}
      />
      {draft.registerExternal ? (
        <UrlField
          name="externalUrl"
          label={t("organize.form.externalUrl")}
          hint={t("organize.form.url.hint")}
          value={draft.externalUrl}
          onChange={(externalUrl) => change({ externalUrl })}
          error={errors.externalUrl}
          required
        />
      ) : null}
      <CheckboxField
        name="requiresApproval"
        label={t("organize.form.requiresApproval")}
        hint={t("organize.form.requiresApproval.hint")}
        value={draft.requiresApproval}
        onChange={(requiresApproval) => change({ requiresApproval })}
      />
      <CheckboxField
        name="private"
        label={t("organize.form.private")}
        hint={t("organize.form.private.hint")}
        value={draft.private}
        onChange={(value) => change({ private: value })}
      />
    </StepFieldset>
  );
}
