import { type Defs, HEIGHT, path, rect, shade, WIDTH } from './svg-kit';

/** Backgrounds the goods stand in: an outdoor yard, a warehouse and a workshop with an epoxy floor. */

export { yard, type YardOptions } from './yard-scene';
export { hall, type HallOptions } from './hall-scene';

/**
 * Darkens the bottom edge a little, which makes a flat picture feel finished. A vertical
 * gradient rather than a radial vignette: rows of equal colour keep the PNG small.
 */
export const vignette = (defs: Defs) =>
  rect(
    0,
    HEIGHT - 160,
    WIDTH,
    160,
    defs.linear([
      [0, '#0f172a', 0],
      [1, '#0f172a', 0.22],
    ]),
  );

/** A wooden pallet seen from the front, `width` wide, standing on `y`. */
export function pallet(x: number, y: number, width: number, color = '#b8875a') {
  const h = 22;
  let out = rect(x, y - h, width, 6, color) + rect(x, y - 6, width, 6, shade(color, -0.1));
  for (const fx of [0, 0.5, 1]) {
    const bx = x + fx * (width - 26);
    out += rect(bx, y - h + 6, 26, 10, shade(color, -0.25));
  }
  out += rect(x, y - h, width, 2, shade(color, 0.2));
  return out;
}

/** A path outlining a rounded mound over [x0, x1] with its peak at `peakY`. */
export function moundPath(x0: number, x1: number, baseY: number, peakY: number) {
  const w = x1 - x0;
  return (
    `M${x0} ${baseY} C${x0 + w * 0.12} ${baseY - (baseY - peakY) * 0.5} ${x0 + w * 0.3} ${peakY} ${x0 + w * 0.5} ${peakY} ` +
    `C${x0 + w * 0.7} ${peakY} ${x0 + w * 0.88} ${baseY - (baseY - peakY) * 0.5} ${x1} ${baseY} Z`
  );
}

/** Height of the mound drawn by {@link moundPath} at x (approximate, for scattering things on it). */
export function moundTop(x0: number, x1: number, baseY: number, peakY: number, x: number) {
  const t = Math.min(Math.max((x - x0) / (x1 - x0), 0), 1);
  return baseY - (baseY - peakY) * Math.pow(Math.sin(Math.PI * t), 0.8);
}

export const dirtPatch = (defs: Defs, x0: number, x1: number, baseY: number, peakY: number, color: string) =>
  path(
    moundPath(x0, x1, baseY, peakY),
    defs.linear([
      [0, shade(color, 0.05)],
      [1, shade(color, -0.3)],
    ]),
  );
