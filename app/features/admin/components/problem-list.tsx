import { useT } from "~/i18n/intl";
import type { ContentProblemItem } from "../admin-answers.schema";

/** Problems of content (the server's or those found as the editor types), each in the editor's language. */
export function ProblemList({ id, problems }: { id?: string; problems: readonly ContentProblemItem[] }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <ul id={id} className="field-error admin-problems">
      {problems.map((problem, index) => (
        <li key={index}>
          {t(`admin.problem.${problem.kind}`, { block: problem.blockId ?? "—", component: problem.component ?? "—", input: problem.input ?? "—" })}
        </li>
      ))}
    </ul>
  );
}
