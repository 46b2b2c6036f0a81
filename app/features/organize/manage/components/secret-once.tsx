import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { CopyField } from "~/components/ui/copy-field";
import { useT } from "~/i18n/intl";

type SecretOnceProps = {
  title: string;
  /** Says it will not be shown again. */
  lead: string;
  label: string;
  copyLabel: string;
  value: string;
  /** The heading's level where it stands. */
  level: 2 | 3;
  children?: ReactNode;
};

/**
 * A secret the server shows this once (an API token, a webhook's signing key), to copy now: it takes the focus
 * when it appears, so a screen reader says it first.
 */
export function SecretOnce({ title, lead, label, copyLabel, value, level, children }: SecretOnceProps) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [value]);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div ref={box} tabIndex={-1} className="notice organize-tokens__new" role="group" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title}</Heading>
      <p>{lead}</p>
      <CopyField label={label} value={value} copyLabel={copyLabel} onCopied={() => setCopied(true)} />
      <p role="status">{copied ? t("organize.tokens.copied") : ""}</p>
      {children}
    </div>
  );
}
