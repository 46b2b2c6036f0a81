import { useCallback } from "react";
import { useT } from "~/i18n/intl";
import { useApi, useRemote } from "~/lib/use-remote";

/** The player's statistics, after hydration: the account's when logged in, else this device's. */
export function PlayerStats({ today }: { today: string }) {
  const t = useT();
  const api = useApi();
  const load = useCallback(() => import("../player-stats-runtime").then(({ loadPlayerStats }) => loadPlayerStats(api, today)), [api, today]);
  const { remote } = useRemote(load, true);
  return (
    <section className="game-stats" aria-labelledby="game-stats-title">
      <h2 id="game-stats-title">{t("game.stats.title")}</h2>
      {remote.status === "ready" ? (
        <>
          <p>{t(remote.data.source === "account" ? "game.stats.account" : "game.stats.device")}</p>
          <dl className="game-stats__numbers">
            {(
              [
                ["game.stats.played", remote.data.stats.played],
                ["game.stats.wins", remote.data.stats.wins],
                ["game.stats.streak", remote.data.stats.currentStreak],
                ["game.stats.maxStreak", remote.data.stats.maxStreak],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3>{t("game.stats.distribution")}</h3>
          <ul className="game-stats__distribution">
            {remote.data.stats.distribution.map((count, i) => (
              <li key={i}>{t("game.stats.triesRow", { tries: i + 1, count })}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("game.stats.loading")}</p>
      )}
    </section>
  );
}
