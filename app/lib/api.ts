import { createApiClient, type ApiClient } from "./api-client";

let client: ApiClient | undefined;

/**
 * The browser's API client (docs/product.md §7): same-origin `API_BASE`, cookies for the session (HttpOnly, so
 * no token is read here), GET retried once on transient statuses.
 */
export function browserApi(baseUrl: string): ApiClient {
  client ??= createApiClient({ baseUrl, fetch: (url, init) => fetch(url, init) });
  return client;
}
