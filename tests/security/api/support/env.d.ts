declare global {
  namespace Cloudflare {
    interface Env {
      /** The Cron Triggers of wrangler.jsonc as a JSON array (vitest.workers.config.ts). */
      PROBE_CRONS: string;
    }
  }
}

export {};
