/** A duration in seconds as the game's countdown shows it: "05:07:09" (hours, minutes, seconds). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60].map((part) => String(part).padStart(2, "0")).join(":");
}
