import type { ReactNode } from "react";
import type { AdminLoad } from "../admin-api";
import { AdminFailed, AdminLoading } from "./admin-gate";

/**
 * What an admin list shows while its data loads (docs/product.md §2 "/admin"): 'Chargement…', the failure
 * with a retry, `empty` when the answer lists nothing, else `children` with the data.
 */
export function AdminLoadView<T extends { data: readonly unknown[] }>({
  load,
  empty,
  children,
}: {
  load: { state: AdminLoad<T>; reload?: () => void };
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { state, reload } = load;
  if (state.status === "loading") return <AdminLoading />;
  if (state.status === "failed") return <AdminFailed code={state.code} retry={reload} />;
  if (state.data.data.length === 0) return <p>{empty}</p>;
  return children(state.data);
}
