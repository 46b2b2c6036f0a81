import { useId, useState } from "react";
import { useIntl, useT } from "~/i18n/intl";
import type { EntryVersionItem } from "../admin-answers.schema";
import { comparedData, diffVersions, type BlockLabel, type VersionChange } from "../version-diff";

function ChangeLine({ change }: { change: VersionChange }) {
  const t = useT();
  const { intl } = useIntl();
  const block = (label: BlockLabel) => t("admin.diff.block", { component: label.component, position: label.position });
  switch (change.kind) {
    case "name":
      return <>{t("admin.diff.name", { before: change.before, after: change.after })}</>;
    case "field":
      return <>{t("admin.diff.field", { key: change.key, before: change.before, after: change.after })}</>;
    case "setting": {
      // The dates it shows between read as dates of the editor's language; the other settings as they are stored.
      const dated = change.key === "startDate" || change.key === "endDate";
      const shown = (value: string) =>
        dated && !Number.isNaN(Date.parse(value)) ? intl.formatDate(new Date(value), { dateStyle: "medium", timeStyle: "short" }) : value;
      return <>{t("admin.diff.setting", { setting: t(`admin.diff.setting.${change.key}`), before: shown(change.before), after: shown(change.after) })}</>;
    }
    case "added":
      return <>{t("admin.diff.added", { block: block(change.block) })}</>;
    case "removed":
      return <>{t("admin.diff.removed", { block: block(change.block) })}</>;
    case "moved":
      return <>{t("admin.diff.moved", { block: block(change.block), from: change.from })}</>;
    case "input":
      return <>{t("admin.diff.input", { block: block(change.block), input: change.input, before: change.before, after: change.after })}</>;
  }
}

/**
 * A readable comparison of two versions of an entry (docs/product.md §2 "/admin"): which blocks were added,
 * removed or moved, and which inputs changed, from one version to another (the one before the current and the
 * current, to begin with: the component is keyed by the newest version, so a new save starts again from there).
 */
export function VersionCompare({ versions }: { versions: EntryVersionItem[] }) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(versions[1]?.version ?? 0);
  const [to, setTo] = useState(versions[0]?.version ?? 0);
  const before = versions.find((version) => version.version === from);
  const after = versions.find((version) => version.version === to);
  const compared = (version: EntryVersionItem) => ({ name: version.name, data: comparedData(version.data), settings: version.settings });
  const changes = before && after ? diffVersions(compared(before), compared(after)) : [];
  const picker = (label: string, value: number, set: (version: number) => void) => (
    <label>
      {label}
      <select value={value} onChange={(event) => set(Number(event.target.value))}>
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            {t("admin.versions.option", { version: version.version, note: version.note })}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="admin-compare" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t("admin.versions.compare")}</h4>
      <div className="admin-filters">
        {picker(t("admin.versions.compareFrom"), from, setFrom)}
        {picker(t("admin.versions.compareTo"), to, setTo)}
      </div>
      <div aria-live="polite">
        {changes.length === 0 ? (
          <p>{t("admin.diff.none")}</p>
        ) : (
          <ul className="admin-diff">
            {changes.map((change, index) => (
              <li key={index}>
                <ChangeLine change={change} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
