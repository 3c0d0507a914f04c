/** Whole, non-negative seconds, split for display. */
function durationParts(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}

/** A video's length: `m:ss` under an hour, `h:mm:ss` from an hour on: 65 → `1:05`, 3725 → `1:02:05`. */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** The same length as an HTML duration string for `<time dateTime>`: 65 → `PT1M5S`, 3725 → `PT1H2M5S`. */
export function durationDateTime(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes}M${seconds}S`;
}
