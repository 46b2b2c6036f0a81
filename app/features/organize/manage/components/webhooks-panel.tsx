import { useCallback, useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { TableScroll } from "~/components/ui/table-scroll";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import type { ApiClient } from "~/lib/api-client";
import { errorCode, useApi } from "~/lib/use-remote";
import {
  CreatedWebhookSchema,
  WEBHOOK_EVENTS,
  WEBHOOKS_MAX,
  WebhookDeliveryListSchema,
  WebhookInputSchema,
  WebhookListSchema,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from "../../webhooks.schema";
import { useOrganizerLoad } from "../use-organizer-load";
import { ConfirmInPlace } from "./confirm-in-place";
import { LoadFailed, Loading } from "./remote-states";
import { SecretOnce } from "./secret-once";

const EVENT_LABELS: Record<WebhookEvent, MessageId> = {
  "attendee.registered": "organize.webhooks.event.registered",
  "attendee.cancelled": "organize.webhooks.event.cancelled",
  "event.updated": "organize.webhooks.event.updated",
};

const STATUS_LABELS: Record<WebhookDelivery["status"], MessageId> = {
  pending: "organize.webhooks.status.pending",
  delivered: "organize.webhooks.status.delivered",
  failed: "organize.webhooks.status.failed",
};

/** Stable (a module function), as useOrganizerLoad wants. */
const loadWebhooks = async (api: ApiClient, signal: AbortSignal) => v.parse(WebhookListSchema, await api.get("/users/me/webhooks", { signal })).data;

/**
 * The webhooks part of /organize/api (docs/product.md §6 "Webhooks"): an address told of registrations,
 * cancellations and edits, its signing secret shown once, its delivery log, deleting it after a confirmation.
 */
export function WebhooksPanel() {
  const t = useT();
  const id = useId();
  const { state, update, reload } = useOrganizerLoad(loadWebhooks);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [status, setStatus] = useState("");
  return (
    <section aria-labelledby={`${id}-title`} className="organize-tokens__webhooks">
      <h2 id={`${id}-title`}>{t("organize.webhooks.title")}</h2>
      <p>{t("organize.webhooks.lead")}</p>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <LoadFailed code={state.code} retry={reload} /> : null}
      {state.status === "ready" ? (
        <>
          {created ? <NewSecret webhook={created} /> : null}
          {state.data.length < WEBHOOKS_MAX ? (
            <WebhookForm
              onCreated={(webhook) => {
                setCreated(webhook);
                setStatus("");
                update((current) => [webhook, ...current]);
              }}
            />
          ) : (
            <p className="notice">{t("organize.webhooks.max", { max: WEBHOOKS_MAX })}</p>
          )}
          <p role="status" className="organize-notice">
            {status}
          </p>
          {state.data.length === 0 ? (
            <p className="empty-state">{t("organize.webhooks.empty")}</p>
          ) : (
            <ul className="organize-widgets__list">
              {state.data.map((webhook) => (
                <WebhookItem
                  key={webhook.id}
                  webhook={webhook}
                  onDeleted={() => {
                    update((current) => current.filter((item) => item.id !== webhook.id));
                    if (created?.id === webhook.id) setCreated(null);
                    setStatus(t("organize.webhooks.deleted", { url: webhook.url }));
                  }}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The signing secret of the webhook just registered: shown this once. */
function NewSecret({ webhook }: { webhook: CreatedWebhook }) {
  const t = useT();
  return (
    <SecretOnce
      level={3}
      title={t("organize.webhooks.createdTitle")}
      lead={t("organize.webhooks.createdOnce")}
      label={t("organize.webhooks.secret")}
      copyLabel={t("organize.webhooks.copy")}
      value={webhook.secret}
    />
  );
}

const FAILURES: Partial<Record<string, MessageId>> = {
  too_many_webhooks: "organize.webhooks.error.max",
  email_not_confirmed: "organize.tokens.error.unconfirmed",
};

function WebhookForm({ onCreated }: { onCreated: (webhook: CreatedWebhook) => void }) {
  const t = useT();
  const api = useApi();
  const id = useId();
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = v.safeParse(WebhookInputSchema, { url: data.get("url") ?? "", events: data.getAll("events") });
    if (!input.success) {
      const flat = v.flatten<typeof WebhookInputSchema>(input.issues).nested ?? {};
      const found = { url: flat.url ? t("organize.webhooks.error.url") : undefined, events: flat.events ? t("organize.webhooks.error.events") : undefined };
      setErrors(found);
      document.getElementById(found.url ? `${id}-url` : `${id}-event-0`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onCreated(v.parse(CreatedWebhookSchema, await api.post("/users/me/webhooks", input.output)));
      form.reset();
    } catch (failure) {
      setErrors({ form: t(FAILURES[errorCode(failure)] ?? "account.error.generic") });
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="form-stack card organize-tokens__form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{t("organize.webhooks.create")}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-url`}>{t("organize.webhooks.url")}</label>
        <p id={`${id}-url-hint`} className="form-field__hint">
          {t("organize.webhooks.urlHint")}
        </p>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          inputMode="url"
          maxLength={500}
          required
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={[`${id}-url-hint`, errors.url ? `${id}-url-error` : ""].join(" ").trim()}
        />
        {errors.url ? (
          <p id={`${id}-url-error`} className="field-error">
            {errors.url}
          </p>
        ) : null}
      </div>
      <fieldset className="form-field organize-tokens__scopes" aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend>{t("organize.webhooks.events")}</legend>
        {WEBHOOK_EVENTS.map((name, n) => (
          <div key={name} className="organize-tokens__scope">
            <input id={`${id}-event-${n}`} type="checkbox" name="events" value={name} />
            <label htmlFor={`${id}-event-${n}`}>{t(EVENT_LABELS[name])}</label>
          </div>
        ))}
        {errors.events ? (
          <p id={`${id}-events-error`} className="field-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <div>
        <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
          {t("organize.webhooks.submit")}
        </button>
      </div>
      {errors.form ? (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

function WebhookItem({ webhook, onDeleted }: { webhook: Webhook; onDeleted: () => void }) {
  const t = useT();
  const api = useApi();
  const [showLog, setShowLog] = useState(false);
  const remove = async () => {
    try {
      await api.delete(`/users/me/webhooks/${webhook.id}`);
    } catch (error) {
      // Already deleted (another tab): as good as done.
      if (errorCode(error) !== "webhook_not_found") return false;
    }
    onDeleted();
    return true;
  };
  return (
    <li className="organize-widgets__item">
      <h3 className="organize-tokens__url">{webhook.url}</h3>
      <p>{webhook.events.map((name) => t(EVENT_LABELS[name])).join(" · ")}</p>
      <div className="organize-widgets__actions">
        <button type="button" className="button button--ghost button--small" aria-expanded={showLog} onClick={() => setShowLog((shown) => !shown)}>
          {t("organize.webhooks.log")}
          <span className="visually-hidden"> : {webhook.url}</span>
        </button>
        <ConfirmInPlace
          label={t("organize.webhooks.delete")}
          target={webhook.url}
          question={t("organize.webhooks.deleteConfirm")}
          yes={t("organize.webhooks.deleteYes")}
          no={t("organize.webhooks.deleteNo")}
          onConfirm={remove}
        />
      </div>
      {showLog ? <DeliveryLog webhook={webhook} /> : null}
    </li>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const t = useT();
  const { intl } = useIntl();
  const id = useId();
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal) =>
      v.parse(WebhookDeliveryListSchema, await api.get(`/users/me/webhooks/${webhook.id}/deliveries`, { signal })).data,
    [webhook.id],
  );
  const { state, reload } = useOrganizerLoad(load);
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: "short", timeStyle: "medium" }) : "—");
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") return <LoadFailed code={state.code} retry={reload} />;
  if (state.data.length === 0) return <p>{t("organize.webhooks.logEmpty")}</p>;
  return (
    <div>
      <h4 id={`${id}-title`}>{t("organize.webhooks.logTitle")}</h4>
      <TableScroll labelledBy={`${id}-title`}>
        <table className="organize-table">
          <thead>
            <tr>
              <th scope="col">{t("organize.webhooks.col.when")}</th>
              <th scope="col">{t("organize.webhooks.col.event")}</th>
              <th scope="col">{t("organize.webhooks.col.status")}</th>
              <th scope="col">{t("organize.webhooks.col.answer")}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((delivery) => (
              <tr key={delivery.id}>
                <td>{date(delivery.createdAt)}</td>
                <td>{t(EVENT_LABELS[delivery.type])}</td>
                <td>{t(STATUS_LABELS[delivery.status], { attempts: delivery.attempts, next: date(delivery.nextAttemptAt) })}</td>
                <td>{delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : (delivery.lastError ?? "—")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          {t("organize.webhooks.refresh")}
        </button>
      </p>
    </div>
  );
}
