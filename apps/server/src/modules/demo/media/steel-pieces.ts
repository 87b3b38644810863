import { between, type Defs, n, pick, polygon, type Random, rect, shade } from './svg-kit';

/** The pieces a scrap-steel picture is made of: beams, plates, pipes and angles, weathered or rusty. */

/** Bare and weathered steel, then rust from fresh orange to old brown. */
const STEEL = ['#5d6670', '#6b7480', '#4f5861', '#7a828b', '#66615c'];
export const RUST = ['#8b4a2b', '#9c5a35', '#a8693f', '#7a4026', '#6f4a3a', '#94603f'];
export const SCRAP = [...STEEL, ...RUST];

/** An I-beam lying on its side, centred on the origin, with its I-shaped end showing on the right. */
function iBeam(length: number, height: number, color: string) {
  const f = height * 0.22;
  const half = length / 2;
  const endWidth = height * 0.32;
  const web = height * 0.07;
  const top = -height / 2;
  const end = half - endWidth;
  return (
    rect(-half, top, length - endWidth, f, shade(color, 0.16)) +
    rect(-half, top + f, length - endWidth, height - 2 * f, shade(color, -0.35)) +
    rect(-half, top + height - f, length - endWidth, f, color) +
    polygon(
      [
        end,
        top,
        half,
        top,
        half,
        top + f,
        end + endWidth / 2 + web,
        top + f,
        end + endWidth / 2 + web,
        -top - f,
        half,
        -top - f,
        half,
        -top,
        end,
        -top,
        end,
        -top - f,
        end + endWidth / 2 - web,
        -top - f,
        end + endWidth / 2 - web,
        top + f,
        end,
        top + f,
      ],
      shade(color, 0.32),
    )
  );
}

/** A steel plate seen slightly from above: a skewed face with a thin dark edge. */
function plate(defs: Defs, length: number, height: number, color: string) {
  const half = length / 2;
  const skew = height * 0.5;
  return (
    polygon(
      [-half, height / 2, half, height / 2, half + skew, -height / 2, -half + skew, -height / 2],
      shade(color, -0.3),
    ) +
    polygon(
      [-half, height / 2 - 5, half, height / 2 - 5, half + skew, -height / 2, -half + skew, -height / 2],
      defs.linear([
        [0, shade(color, 0.2)],
        [1, shade(color, -0.1)],
      ]),
    )
  );
}

/** A pipe or round bar with its open end facing right. */
function pipe(length: number, diameter: number, color: string) {
  const half = length / 2;
  const r = diameter / 2;
  return (
    rect(-half, -r, length, diameter, color) +
    rect(-half, -r + diameter * 0.18, length, diameter * 0.18, shade(color, 0.25)) +
    rect(-half, r - diameter * 0.25, length, diameter * 0.25, shade(color, -0.25)) +
    `<ellipse cx="${n(half)}" cy="0" rx="${n(r * 0.45)}" ry="${n(r)}" fill="${shade(color, 0.3)}"/>` +
    `<ellipse cx="${n(half)}" cy="0" rx="${n(r * 0.3)}" ry="${n(r * 0.7)}" fill="${shade(color, -0.55)}"/>`
  );
}

/** An angle bar: a long face and a lighter leg along the top. */
function angleBar(length: number, height: number, color: string) {
  const half = length / 2;
  return (
    rect(-half, -height / 2, length, height * 0.35, shade(color, 0.22)) +
    rect(-half, -height / 2 + height * 0.35, length, height * 0.65, shade(color, -0.12)) +
    polygon(
      [
        half,
        -height / 2,
        half + height * 0.3,
        -height / 2,
        half + height * 0.3,
        height / 2,
        half,
        height / 2,
      ],
      shade(color, -0.4),
    )
  );
}

export function scrapPiece(defs: Defs, random: Random, scale: number) {
  const color = pick(random, SCRAP);
  const kind = random();
  const length = between(random, 110, 260) * scale;
  let piece: string;
  let thickness: number;
  if (kind < 0.4) piece = iBeam(length, (thickness = between(random, 18, 30) * scale), color);
  else if (kind < 0.68)
    piece = plate(defs, length * 0.7, (thickness = between(random, 30, 60) * scale), color);
  else if (kind < 0.85) piece = pipe(length, (thickness = between(random, 14, 26) * scale), color);
  else piece = angleBar(length, (thickness = between(random, 12, 18) * scale), color);
  // Rust runs along grey steel in streaks; rusty pieces get darker scale.
  let rust = '';
  const stain = STEEL.includes(color) ? ['#a65a2e', '#c0733d'] : ['#5a2f1c', '#b8693a'];
  for (let i = 0; i < 2; i += 1) {
    const w = between(random, 0.15, 0.4) * length;
    const x = between(random, -length / 2, length / 2 - w - thickness);
    rust += rect(x, -thickness * 0.15, w, thickness * 0.3, pick(random, stain), 'fill-opacity="0.55"');
  }
  return piece + rust;
}
