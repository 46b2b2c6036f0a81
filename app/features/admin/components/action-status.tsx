import { useEffect, useRef, useState } from "react";

/**
 * A line that says what an action did ('Commentaire masqué.'), read by screen readers. When the control that acted
 * went away with its row (a hidden comment leaves the list of visible ones, a deleted image leaves the grid), the
 * focus would fall to the page's start: the line takes it instead, once `shown` (the list read again) has changed.
 */
export function useActionStatus(shown: unknown) {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text === null) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [text, shown]);
  const status = (
    <p ref={ref} tabIndex={-1} role="status" className="admin-muted admin-action-status">
      {text}
    </p>
  );
  return { status, announce: setText };
}
