/** Statuses after which a GET is sent a second time (docs/product.md §7). */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;
export type GetOptions = { query?: Query; signal?: AbortSignal };

export type ApiClientOptions = {
  /** Includes the version prefix: "/api/v1" or "https://api.example.org/api/v1". */
  baseUrl: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** A bearer token for clients that hold one; the browser's session travels as cookies instead. */
  getToken?: () => string | null;
};

/** Every method resolves to the response's JSON (undefined for 204); validate it with a schema. */
export type ApiClient = {
  get(path: string, options?: GetOptions): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
  /** `headers`: e.g. If-Match, for a write based on a version of the resource. */
  put(path: string, body?: unknown, options?: { headers?: Record<string, string> }): Promise<unknown>;
  delete(path: string, body?: unknown): Promise<unknown>;
  upload(path: string, formData: FormData): Promise<unknown>;
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Outgoing = { method: string; path: string; url: string; body?: unknown; signal?: AbortSignal; extraHeaders?: Record<string, string> };

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Called detached: browsers and workerd reject fetch called as a method of another object.
  const { fetch: send, getToken = () => null } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  function sendOnce({ method, url, body, signal, extraHeaders }: Outgoing): Promise<Response> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: "application/json" };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    return send(url, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  }

  async function sendWithRetry(outgoing: Outgoing): Promise<Response> {
    if (outgoing.method !== "GET") return sendOnce(outgoing);
    try {
      const response = await sendOnce(outgoing);
      if (!RETRY_STATUSES.has(response.status)) return response;
      response.body?.cancel().catch(() => {}); // free the connection; the body is not read
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
    return sendOnce(outgoing);
  }

  /**
   * An expired session needs no retry here: the server renews it from the refresh cookie on the same
   * request (docs/decisions/010).
   */
  async function request(outgoing: Outgoing): Promise<unknown> {
    return unwrap(await sendWithRetry(outgoing));
  }

  const call = (method: string, path: string, body?: unknown, { query, signal }: GetOptions = {}) =>
    request({ method, path, url: buildUrl(baseUrl + path, query), body, signal });

  return {
    get: (path, options) => call("GET", path, undefined, options),
    post: (path, body) => call("POST", path, body),
    put: (path, body, options) => request({ method: "PUT", path, url: baseUrl + path, body, extraHeaders: options?.headers }),
    delete: (path, body) => call("DELETE", path, body),
    upload: (path, formData) => call("POST", path, formData),
  };
}

/** Skips undefined and null values; an array becomes one parameter per item. */
function buildUrl(url: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  if (!queryString) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${queryString}`;
}

async function unwrap(response: Response): Promise<unknown> {
  if (!response.ok) throw await readApiError(response);
  if (response.status === 204) return undefined;
  const data: unknown = await response.json();
  return data;
}

async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  // The schema (and valibot) load with the first error answer, not with every page; if even that fails
  // (offline), the answer's status still makes a plain ApiError.
  const error = await import("./api-error.schema").then(
    ({ errorBody }) => errorBody(body),
    () => null,
  );
  if (error) return new ApiError(response.status, error.code, error.message);
  return new ApiError(response.status, `http_${response.status}`, response.statusText || `HTTP ${response.status}`);
}
