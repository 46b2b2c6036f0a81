import { useIntl, useT } from "~/i18n/intl";
import type { Dashboard } from "../organize-answers.schema";

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

/**
 * Registrations over time: the running total as a line (an SVG, no chart library), with the same numbers
 * in a table for screen readers and for anyone who wants the figures.
 */
export function RegistrationsChart({ days }: { days: Dashboard["registrations"] }) {
  const t = useT();
  const { intl } = useIntl();
  if (days.length === 0) return <p>{t("organize.dashboard.noRegistrations")}</p>;
  const points = days.reduce<{ date: string; count: number; total: number }[]>(
    (running, day) => [...running, { ...day, total: (running.at(-1)?.total ?? 0) + day.count }],
    [],
  );
  const total = points.at(-1)?.total ?? 0;
  const max = Math.max(1, total);
  const x = (index: number) => PAD + (points.length === 1 ? (WIDTH - 2 * PAD) / 2 : (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - (value * (HEIGHT - 2 * PAD)) / max;
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.total).toFixed(1)}`).join(" ");
  const day = (date: string) => intl.formatDate(new Date(`${date}T12:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <figure className="registrations-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="registrations-chart-caption">
        <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} className="registrations-chart__axis" />
        <path d={path} className="registrations-chart__line" />
        {points.map((point, index) => (
          <circle key={point.date} cx={x(index)} cy={y(point.total)} r={3} className="registrations-chart__dot" />
        ))}
        <text x={PAD} y={HEIGHT - 8} className="registrations-chart__label">
          {day(points[0]?.date ?? "")}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 8} textAnchor="end" className="registrations-chart__label">
          {day(points.at(-1)?.date ?? "")}
        </text>
        <text x={PAD} y={PAD - 10} className="registrations-chart__label">
          {total}
        </text>
      </svg>
      <figcaption id="registrations-chart-caption">{t("organize.dashboard.chartCaption", { count: total })}</figcaption>
      <details>
        <summary>{t("organize.dashboard.chartTable")}</summary>
        <table className="organize-table">
          <thead>
            <tr>
              <th scope="col">{t("organize.dashboard.day")}</th>
              <th scope="col">{t("organize.dashboard.newRegistrations")}</th>
              <th scope="col">{t("organize.dashboard.total")}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{day(point.date)}</td>
                <td>{point.count}</td>
                <td>{point.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
