import { useLocation } from "react-router";
import { accountMeta } from "~/features/accounts/pages/account-meta";
import { agendaWhenOf } from "~/features/accounts/pages/account-paths";
import { AgendaScreen } from "~/features/attend/components/agenda-screen";
import type { Route } from "./+types/agenda";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountMeta(matches[0]?.loaderData, location, agendaWhenOf(location.pathname) === "past" ? "account.agenda.past.title" : "account.agenda.active.title");

/** /account/agenda/active and /account/agenda/past. */
export default function Agenda() {
  return <AgendaScreen when={agendaWhenOf(useLocation().pathname)} />;
}
