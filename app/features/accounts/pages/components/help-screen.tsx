import { LocalizedLink } from "~/components/layout/localized-link";
import type { MessageId } from "~/i18n/catalogues";
import { useT } from "~/i18n/intl";
import { AccountPage } from "./account-page";

type Question = { id: string; question: MessageId; answer: MessageId; link?: { to: string; label: MessageId } };

const QUESTIONS: Question[] = [
  { id: "attend", question: "account.help.attend.q", answer: "account.help.attend.a", link: { to: "/events", label: "account.agenda.discover" } },
  {
    id: "unattend",
    question: "account.help.unattend.q",
    answer: "account.help.unattend.a",
    link: { to: "/account/agenda/active", label: "account.nav.agendaActive" },
  },
  { id: "activation", question: "account.help.activation.q", answer: "account.help.activation.a" },
  { id: "password", question: "account.help.password.q", answer: "account.help.password.a", link: { to: "/lost-password", label: "auth.lostPassword.title" } },
  { id: "calendar", question: "account.help.calendar.q", answer: "account.help.calendar.a" },
  { id: "email", question: "account.help.email.q", answer: "account.help.email.a", link: { to: "/account/profile", label: "account.nav.profile" } },
  { id: "favorites", question: "account.help.favorites.q", answer: "account.help.favorites.a" },
];

/** /account/help: frequent questions; readable without an account. */
export function HelpScreen() {
  const t = useT();
  return (
    <AccountPage title="account.help.title" lead="account.help.lead">
      <div className="account-help">
        {QUESTIONS.map(({ id, question, answer, link }) => (
          <section key={id} aria-labelledby={`help-${id}`}>
            <h2 id={`help-${id}`}>{t(question)}</h2>
            <p>{t(answer)}</p>
            {link ? (
              <p>
                <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </AccountPage>
  );
}
