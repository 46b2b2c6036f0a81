// The Worker's size against Cloudflare's limit, which applies to the compressed upload: 3 MB on the Workers Free
// plan, 10 MB on Workers Paid. The deploy holds the Free plan's limit, so the site stays deployable on either
// plan (docs/decisions/025-one-command-deploy.md).

/** The Workers Free plan's limit on a Worker's compressed size, in KiB (3 MB; Paid: 10 MB). */
export const WORKER_GZIP_LIMIT_KIB = 3 * 1024;

/**
 * The compressed size that `wrangler deploy --dry-run` reports ("Total Upload: 5552.59 KiB / gzip: 1503.64 KiB"),
 * the measure Cloudflare holds against the limit.
 * @param {string} output
 */
export function gzipSizeKib(output) {
  const match = /Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error("wrangler deploy --dry-run did not report the Worker's size (Total Upload: … / gzip: …).");
  return Number(match[1]);
}

/**
 * A problem when the Worker is over the limit, else null.
 * @param {number} kib
 */
export function bundleSizeProblem(kib) {
  if (kib <= WORKER_GZIP_LIMIT_KIB) return null;
  return `The Worker is ${kib.toFixed(0)} KiB compressed, over the ${WORKER_GZIP_LIMIT_KIB} KiB limit of the Workers Free plan.`;
}
