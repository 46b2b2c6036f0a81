import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { execSync } from "node:child_process";
import { defineConfig } from "vite";

function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return `${execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim()}-${Date.now().toString(36)}`;
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
