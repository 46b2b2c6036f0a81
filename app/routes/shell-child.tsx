import { useMatches } from "react-router";
import { useIsMessageId, useT } from "~/i18n/intl";
import { shellMessageId } from "~/lib/route-name";
import { shellMeta } from "./shell-meta";

export const meta = shellMeta;

/** A sub-page of a shell section (or of the event page): its own heading and explanation. */
export default function ShellChild() {
  const t = useT();
  const isMessageId = useIsMessageId();
  const id = shellMessageId(useMatches().at(-1)?.id ?? "");
  return (
    <section aria-labelledby="shell-child-title">
      <h2 id="shell-child-title">{isMessageId(id) ? t(id) : id}</h2>
      <p>{t("shell.lead")}</p>
    </section>
  );
}
