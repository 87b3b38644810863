import { useEffect, useRef, useState } from 'react';

/**
 * The server's clock, as well as the browser can know it: every answer that carries the
 * server's time moves the offset. Countdowns run on it, so a wrong clock on the user's
 * machine cannot show a lot as open when the server has closed it, or the other way round.
 */
let offsetMs = 0;

export function syncServerClock(serverTime: string): void {
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) offsetMs = server - Date.now();
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * The moment a page was drawn on the server, while the browser takes it over: the first
 * render must say what the drawing said (a lot that has closed since was drawn open), then
 * the clock moves on to now. Set by the server's drawing and by main.tsx before hydration;
 * the first mounted clock clears it.
 */
let drawnAt: number | undefined;

export function startFromDrawingClock(at: number): void {
  drawnAt = at;
}

/** The server's time now, re-rendered every `intervalMs`. */
export function useServerNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => drawnAt ?? serverNow());
  const startedFromDrawing = useRef(drawnAt !== undefined);
  useEffect(() => {
    drawnAt = undefined;
    if (startedFromDrawing.current) setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
