import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { TableScroll } from "~/components/ui/table-scroll";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { errorCode, useApi } from "~/lib/use-remote";
import {
  API_TOKEN_SCOPE_NAMES,
  API_TOKENS_MAX,
  ApiTokenInputSchema,
  ApiTokenListSchema,
  CreatedApiTokenSchema,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from "../../api-tokens.schema";
import { useOrganizerLoad } from "../use-organizer-load";
import { OrganizerSignedIn } from "./organizer-signed-in";
import { ConfirmInPlace } from "./confirm-in-place";
import { LoadFailed, Loading } from "./remote-states";
import { SecretOnce } from "./secret-once";
import { WebhooksPanel } from "./webhooks-panel";

const SCOPE_LABELS: Record<ApiTokenScope, { name: MessageId; hint: MessageId }> = {
  "events:read": { name: "organize.tokens.scope.eventsRead", hint: "organize.tokens.scope.eventsReadHint" },
  "attendees:manage": { name: "organize.tokens.scope.attendeesManage", hint: "organize.tokens.scope.attendeesManageHint" },
};

/** Stable (a module function), as useOrganizerLoad wants. */
const loadTokens = async (api: ApiClient, signal: AbortSignal) => v.parse(ApiTokenListSchema, await api.get("/users/me/tokens", { signal })).data;

/**
 * /organize/api (docs/product.md §6 "API tokens", "Webhooks"): the organizer's personal API tokens, a form to make one
 * (its secret shown once, to copy), when each was last used, and revoking one after a confirmation; then their webhooks.
 */
export function ApiTokensScreen() {
  const t = useT();
  const heading = <h1>{t("shell.organize.api")}</h1>;
  return (
    <div className="container organize-tokens">
      <OrganizerSignedIn heading={heading}>
        {() => (
          <>
            {heading}
            <p className="page-lead">{t("organize.tokens.lead")}</p>
            <p>
              <a href="/api/docs">{t("organize.tokens.docs")}</a>
            </p>
            <ApiTokens />
            <WebhooksPanel />
          </>
        )}
      </OrganizerSignedIn>
    </div>
  );
}

function ApiTokens() {
  const t = useT();
  const { state, update, reload } = useOrganizerLoad(loadTokens);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [status, setStatus] = useState("");
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  const tokens = state.data;
  return (
    <>
      {created ? <NewToken token={created} /> : null}
      {tokens.length < API_TOKENS_MAX ? (
        <TokenForm
          onCreated={(token) => {
            setCreated(token);
            setStatus("");
            update((current) => [token, ...current]);
          }}
        />
      ) : (
        <p className="notice">{t("organize.tokens.max", { max: API_TOKENS_MAX })}</p>
      )}
      <p role="status" className="organize-notice">
        {status}
      </p>
      <TokenTable
        tokens={tokens}
        onRevoked={(token) => {
          update((current) => current.filter((item) => item.id !== token.id));
          if (created?.id === token.id) setCreated(null);
          setStatus(t("organize.tokens.revoked", { name: token.name }));
        }}
      />
    </>
  );
}

/** The secret of the token just made, to copy now: it is never shown again. */
function NewToken({ token }: { token: CreatedApiToken }) {
  const t = useT();
  return (
    <SecretOnce
      level={2}
      title={t("organize.tokens.createdTitle", { name: token.name })}
      lead={t("organize.tokens.createdOnce")}
      label={t("organize.tokens.secret")}
      copyLabel={t("organize.tokens.copy")}
      value={token.token}
    >
      <p>{t("organize.tokens.example")}</p>
      {/* Focusable: a long line scrolls sideways, by keyboard too. */}
      <pre className="organize-tokens__example" tabIndex={0}>
        <code>{`curl -H "Authorization: Bearer ${token.token}" ${window.location.origin}/api/v1/events/organized`}</code>
      </pre>
    </SecretOnce>
  );
}

/** The failures of making a token, said to the organizer. */
const FAILURES: Partial<Record<string, MessageId>> = {
  too_many_tokens: "organize.tokens.error.max",
  email_not_confirmed: "organize.tokens.error.unconfirmed",
};

function TokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = v.safeParse(ApiTokenInputSchema, { name: data.get("name") ?? "", scopes: data.getAll("scopes") });
    if (!input.success) {
      const flat = v.flatten<typeof ApiTokenInputSchema>(input.issues).nested ?? {};
      const name = flat.name?.[0];
      const found = {
        name: name ? t(name === "form.tooLong" ? "form.tooLong" : "form.required") : undefined,
        scopes: flat.scopes ? t("organize.tokens.error.scopes") : undefined,
      };
      setErrors(found);
      document.getElementById(found.name ? `${id}-name` : `${id}-scope-0`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onCreated(v.parse(CreatedApiTokenSchema, await api.post("/users/me/tokens", input.output)));
      form.reset();
    } catch (failure) {
      setErrors({ form: t(FAILURES[errorCode(failure)] ?? "account.error.generic") });
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card organize-tokens__form">
      <h2 id={`${id}-title`}>{t("organize.tokens.create")}</h2>
      <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t("organize.tokens.name")}</label>
          <p id={`${id}-name-hint`} className="form-field__hint">
            {t("organize.tokens.nameHint")}
          </p>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            maxLength={60}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={[`${id}-name-hint`, errors.name ? `${id}-name-error` : ""].join(" ").trim()}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="field-error">
              {errors.name}
            </p>
          ) : null}
        </div>
        <fieldset className="form-field organize-tokens__scopes" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
          <legend>{t("organize.tokens.scopes")}</legend>
          {API_TOKEN_SCOPE_NAMES.map((scope, n) => (
            <div key={scope} className="organize-tokens__scope">
              <input id={`${id}-scope-${n}`} type="checkbox" name="scopes" value={scope} aria-describedby={`${id}-scope-${n}-hint`} />
              <label htmlFor={`${id}-scope-${n}`}>{t(SCOPE_LABELS[scope].name)}</label>
              <p id={`${id}-scope-${n}-hint`} className="form-field__hint">
                {t(SCOPE_LABELS[scope].hint)}
              </p>
            </div>
          ))}
          {errors.scopes ? (
            <p id={`${id}-scopes-error`} className="field-error">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
            {t("organize.tokens.submit")}
          </button>
        </div>
        {errors.form ? (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function TokenTable({ tokens, onRevoked }: { tokens: ApiToken[]; onRevoked: (token: ApiToken) => void }) {
  const t = useT();
  const { intl } = useIntl();
  const id = useId();
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : t("organize.tokens.never"));
  return (
    <section aria-labelledby={`${id}-title`} className="organize-tokens__list">
      <h2 id={`${id}-title`}>{t("organize.tokens.list")}</h2>
      {tokens.length === 0 ? (
        <p className="empty-state">{t("organize.tokens.empty")}</p>
      ) : (
        <TableScroll labelledBy={`${id}-title`}>
          <table className="organize-table">
            <thead>
              <tr>
                <th scope="col">{t("organize.tokens.col.name")}</th>
                <th scope="col">{t("organize.tokens.col.scopes")}</th>
                <th scope="col">{t("organize.tokens.col.hint")}</th>
                <th scope="col">{t("organize.tokens.col.created")}</th>
                <th scope="col">{t("organize.tokens.col.used")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("organize.tokens.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">{token.name}</th>
                  <td>{token.scopes.map((scope) => t(SCOPE_LABELS[scope].name)).join(", ")}</td>
                  <td>
                    <code>{token.hint}…</code>
                  </td>
                  <td>{date(token.createdAt)}</td>
                  <td>{date(token.lastUsedAt)}</td>
                  <td>
                    <RevokeButton token={token} onRevoked={() => onRevoked(token)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function RevokeButton({ token, onRevoked }: { token: ApiToken; onRevoked: () => void }) {
  const t = useT();
  const api = useApi();
  const revoke = async () => {
    try {
      await api.delete(`/users/me/tokens/${token.id}`);
    } catch (error) {
      // Already revoked (another tab): as good as done.
      if (errorCode(error) !== "token_not_found") return false;
    }
    onRevoked();
    return true;
  };
  return (
    <ConfirmInPlace
      label={t("organize.tokens.revoke")}
      target={token.name}
      question={t("organize.tokens.revokeConfirm", { name: token.name })}
      yes={t("organize.tokens.revokeYes")}
      no={t("organize.tokens.revokeNo")}
      onConfirm={revoke}
    />
  );
}
