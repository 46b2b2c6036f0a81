import { Outlet } from "react-router";
import { LoginPageFlow } from "~/features/accounts/login-flow/components/login-page-flow";
import { useT } from "~/i18n/intl";
import { shellMeta } from "../shell-meta";

export const meta = shellMeta;

/** /login and its steps (start, password, create-password, register, customize): the flow as pages. */
export default function LoginPage() {
  const t = useT();
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{t("shell.login")}</h1>
      <LoginPageFlow />
      <Outlet />
    </section>
  );
}
