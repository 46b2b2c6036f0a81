// Page weight: response bytes with and without compression, cache headers, first-load JavaScript.
import { request } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { USER_AGENT } from "./load.mjs";

/** Raw GET (no automatic decompression): { status, headers, bytes (on the wire), body (Buffer) }. */
export async function get(url, headers = {}) {
  try {
    return await getOnce(url, headers);
  } catch {
    return getOnce(url, headers).catch((error) => {
      throw new Error(`GET ${url}: ${error.message}`);
    });
  }
}

function getOnce(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent: false, headers: { "user-agent": USER_AGENT, accept: "text/html,application/json;q=0.9,*/*;q=0.8", ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, bytes: body.length, body });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout on ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

const HEADERS = ["cache-control", "cdn-cache-control", "vary", "content-type", "content-encoding", "etag", "last-modified"];

/** Bytes uncompressed and as served compressed, status and the caching headers of one URL. */
export async function weigh(url) {
  const plain = await get(url);
  const compressed = await get(url, { "accept-encoding": "gzip, br" });
  const headers = Object.fromEntries(HEADERS.filter((h) => plain.headers[h] != null).map((h) => [h, plain.headers[h]]));
  return {
    status: plain.status,
    bytes: plain.bytes,
    compressedBytes: compressed.bytes,
    contentEncoding: compressed.headers["content-encoding"] ?? null,
    headers,
    cacheControl: plain.headers["cache-control"] ?? null,
    edgeCacheable: edgeCacheable(plain.headers),
  };
}

/** True when a shared cache may keep the response: public-ish, with a positive s-maxage/max-age, no private/no-store/Set-Cookie. */
export function edgeCacheable(headers) {
  const cc = String(headers["cdn-cache-control"] ?? headers["cache-control"] ?? "").toLowerCase();
  if (!cc || /\b(private|no-store|no-cache)\b/.test(cc)) return false;
  if (headers["set-cookie"]) return false;
  const age = cc.match(/\bs-maxage=(\d+)/) ?? cc.match(/\bmax-age=(\d+)/);
  return Boolean(age && Number(age[1]) > 0);
}

/**
 * The scripts a page starts with: <script src> (classic or module), modulepreload links, and the imports
 * of its inline module scripts, static or dynamic (React Router's bootstrap imports the client entry
 * with import()). Their own static imports are followed by firstLoadJs.
 */
export function scriptUrls(html, base) {
  const urls = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i"))?.[1];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, "src");
    if (src && /type\s*=\s*["']module["']/i.test(tag)) urls.add(src);
    else if (src && !/type\s*=/i.test(tag)) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/rel\s*=\s*["']modulepreload["']/i.test(tag) && attr(tag, "href")) urls.add(attr(tag, "href"));
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type\s*=\s*["']module["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g)) urls.add(spec);
    for (const [, spec] of body.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)) urls.add(spec);
  }
  return [...urls].map((u) => new URL(u, base).href).filter((u) => u.startsWith(new URL(base).origin));
}

/** The static imports of a built module (`import … from "./x.js"`, `import "./x.js"`, `export … from`), as URLs. */
export function staticImports(code, base) {
  const specs = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g)].map(([, spec]) => spec);
  return specs.map((spec) => new URL(spec, base).href);
}

/** First-load JS of a page: the scripts, their raw size, gzip (level 9) and brotli (quality 11) sizes. */
export async function firstLoadJs(url) {
  const page = await get(url);
  const scripts = [];
  // Breadth-first over the static import graph: what loads before the page can hydrate. Dynamic
  // imports inside modules (lazy components, machines) are left out: they load after.
  const queue = scriptUrls(page.body.toString("utf8"), url);
  const seen = new Set(queue);
  for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
    const file = await get(src);
    if (file.status !== 200) {
      scripts.push({ url: src, status: file.status });
      continue;
    }
    for (const dependency of staticImports(file.body.toString("utf8"), src)) {
      if (!seen.has(dependency) && dependency.startsWith(new URL(url).origin)) {
        seen.add(dependency);
        queue.push(dependency);
      }
    }
    scripts.push({
      url: new URL(src).pathname,
      raw: file.body.length,
      gzip: gzipSync(file.body, { level: 9 }).length,
      brotli: brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  const sum = (key) => scripts.reduce((total, s) => total + (s[key] ?? 0), 0);
  return { count: scripts.length, raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli"), scripts };
}
