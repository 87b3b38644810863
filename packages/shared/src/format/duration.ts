export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds split into days, hours, minutes and seconds (steps 60/60/24), for countdowns. */
export function splitDuration(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** A duration in its largest whole unit: 45秒, 5分钟, 3小时, 2天. */
export function formatDuration(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = splitDuration(totalSeconds);
  if (days > 0) return `${days}天`;
  if (hours > 0) return `${hours}小时`;
  if (minutes > 0) return `${minutes}分钟`;
  return `${seconds}秒`;
}

/** 2天 03:04:05, or 03:04:05 under a day. */
export function formatCountdown(remainingMs: number): string {
  const { days, hours, minutes, seconds } = splitDuration(Math.ceil(remainingMs / 1000));
  const clock = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return days > 0 ? `${days}天 ${clock}` : clock;
}
