import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

export const TOAST_DURATION_MS = 3_000;
export type Toast = {
  id: number;
  message: string;
  type: "success" | "error" | "info";
  position?: "bottom-center" | "top-center";
  duration?: number;
  link?: { label: string; to: string };
};

const ToastContext = createContext<((toast: Omit<Toast, "id">) => void) | null>(null);

/** Toasts (docs/product.md §8/§9): a polite live region, bottom-center by default, gone after their duration. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (toast: Omit<Toast, "id">) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...toast, id }]);
      window.setTimeout(() => dismiss(id), toast.duration ?? TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={`toast toast--${toast.type} toast--${toast.position ?? "bottom-center"}`}>
            {toast.message}
            {toast.link ? (
              <Link to={toast.link.to} className="toast__link">
                {toast.link.label}
              </Link>
            ) : null}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
