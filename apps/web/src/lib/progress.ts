import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

/**
 * The navigation progress bar (spec §2): minimum 0.08, speed 200 ms, no spinner, trickling
 * by 0.02 every 800 ms. nprogress 0.2 has no trickle-rate setting, so we trickle ourselves.
 */
export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

NProgress.configure({
  minimum: PROGRESS_SETTINGS.minimum,
  speed: PROGRESS_SETTINGS.speed,
  trickle: false,
  showSpinner: false,
  // nprogress's own template marks its bar role="bar", which is no ARIA role (axe: critical,
  // whenever a check met a page still loading): a named progress bar instead.
  template: '<div class="bar" role="progressbar" aria-label="页面加载中"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let trickleTimer: ReturnType<typeof setInterval> | undefined;

export function startProgress(): void {
  if (trickleTimer !== undefined) return;
  NProgress.start();
  trickleTimer = setInterval(
    () => NProgress.inc(PROGRESS_SETTINGS.trickleRate),
    PROGRESS_SETTINGS.trickleSpeed,
  );
}

export function finishProgress(): void {
  clearInterval(trickleTimer);
  trickleTimer = undefined;
  NProgress.done();
}
