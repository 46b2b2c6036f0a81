import * as v from "valibot";
import type { ApiClient } from "~/lib/api-client";
import { PlayerStateSchema } from "./game.schema";
import { computeStats, type GameStats } from "./game-stats";
import { readHistory } from "./game-storage";

/**
 * The statistics /game shows: the account's for a logged-in player (their scores on the server, whatever the
 * device), else this browser's history in local storage.
 */
export async function loadPlayerStats(api: ApiClient, today: string): Promise<{ source: "account" | "device"; stats: GameStats }> {
  const account = await api.get("/game/me").then(
    (body) => v.parse(PlayerStateSchema, body),
    () => null,
  );
  if (account?.player === "user") return { source: "account", stats: account.stats };
  return { source: "device", stats: computeStats(readHistory(), today) };
}
