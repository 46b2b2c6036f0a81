import { useMatches } from "react-router";
import { LocalizedLink } from "~/components/layout/localized-link";
import { useIsMessageId, useT } from "~/i18n/intl";
import { shellMessageId } from "~/lib/route-name";
import { shellMeta } from "./shell-meta";

export const meta = shellMeta;

/** A page whose feature lands later: a real heading, a word of explanation and ways onward. */
export default function ShellPage() {
  const t = useT();
  const isMessageId = useIsMessageId();
  const id = shellMessageId(useMatches().at(-1)?.id ?? "");
  return (
    <div className="container page-head">
      <h1>{isMessageId(id) ? t(id) : id}</h1>
      <p>{t("shell.lead")}</p>
      <p>
        <LocalizedLink className="button" to="/events">
          {t("error.seeEvents")}
        </LocalizedLink>
      </p>
    </div>
  );
}
