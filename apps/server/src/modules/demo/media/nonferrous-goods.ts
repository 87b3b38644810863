import { hall, pallet, vignette, yard } from './scenes';
import {
  box,
  circle,
  createDefs,
  DEPTH,
  type Defs,
  group,
  n,
  path,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
} from './svg-kit';

/** 废有色金属: wooden drums wound with copper or power cable, and coils of copper wire. */

const COPPER = '#b8733f';

/** A ring path (outer circle minus inner circle) for evenodd filling. */
const ringPath = (cx: number, cy: number, outer: number, inner: number) =>
  `M${n(cx - outer)} ${n(cy)}a${n(outer)} ${n(outer)} 0 1 0 ${n(outer * 2)} 0a${n(outer)} ${n(outer)} 0 1 0 ${n(-outer * 2)} 0Z` +
  `M${n(cx - inner)} ${n(cy)}a${n(inner)} ${n(inner)} 0 1 0 ${n(inner * 2)} 0a${n(inner)} ${n(inner)} 0 1 0 ${n(-inner * 2)} 0Z`;

/**
 * A cable drum standing on its flanges, axis receding into the picture. The windings are
 * circles stacked along the axis: each covers the last except a sliver, which reads as turns.
 */
function cableDrum(defs: Defs, cx: number, groundY: number, radius: number, length: number, cable: string) {
  const cy = groundY - radius;
  const wood = '#b98452';
  const at = (t: number) => [cx + t * DEPTH.x, cy + t * DEPTH.y] as const;
  const [bx, by] = at(length);
  let out = softShadow(defs, cx + length * DEPTH.x * 0.6, groundY + 2, radius * 1.25, radius * 0.16, 0.5);
  out += circle(bx, by, radius, shade(wood, -0.35)) + circle(bx, by, radius * 0.92, shade(wood, -0.2));
  const wound = radius * 0.84;
  for (let t = length - 10; t > 12; t -= 8) {
    const [x, y] = at(t);
    out += circle(x, y, wound, cable, `stroke="${shade(cable, -0.35)}" stroke-width="2"`);
  }
  const [hx, hy] = at(14);
  out += circle(
    hx,
    hy,
    wound,
    defs.linear([
      [0, shade(cable, 0.35)],
      [1, shade(cable, -0.25)],
    ]),
  );
  // Flange: its edge, then the face with planks, a steel rim and bolts.
  for (let t = 12; t > 0; t -= 3) {
    const [x, y] = at(t);
    out += circle(x, y, radius, shade(wood, -0.3));
  }
  out += circle(
    cx,
    cy,
    radius,
    defs.linear([
      [0, shade(wood, 0.18)],
      [1, shade(wood, -0.08)],
    ]),
  );
  const planks = defs.clipPath(
    `M${n(cx - radius)} ${n(cy)}a${n(radius)} ${n(radius)} 0 1 0 ${n(radius * 2)} 0a${n(radius)} ${n(radius)} 0 1 0 ${n(-radius * 2)} 0Z`,
  );
  let grain = '';
  for (let px = cx - radius + radius * 0.33; px < cx + radius; px += radius * 0.33) {
    grain += rect(px, cy - radius, 3, radius * 2, shade(wood, -0.28));
  }
  out += group('', grain, `clip-path="${planks}"`);
  out += circle(
    cx,
    cy,
    radius - 5,
    'none',
    `stroke="${shade(wood, -0.4)}" stroke-width="10" stroke-opacity="0.5"`,
  );
  out += circle(cx, cy, radius * 0.24, '#6b7280') + circle(cx, cy, radius * 0.16, '#2a2f35');
  for (let i = 0; i < 6; i += 1) {
    const a = (Math.PI / 3) * i;
    out += circle(
      cx + Math.cos(a) * radius * 0.5,
      cy + Math.sin(a) * radius * 0.5,
      radius * 0.035,
      '#4b5563',
    );
  }
  return out;
}

/** An upright coil of copper wire: a thick ring extruded along the depth, turns drawn on its face. */
function copperCoil(defs: Defs, cx: number, bottomY: number, radius: number, depth: number) {
  const cy = bottomY - radius;
  const inner = radius * 0.52;
  let out = '';
  const side = defs.linear([
    [0, shade(COPPER, 0.05)],
    [1, shade(COPPER, -0.45)],
  ]);
  for (let t = depth; t > 0; t -= 5) {
    const x = cx + t * DEPTH.x;
    const y = cy + t * DEPTH.y;
    out += path(ringPath(x, y, radius, inner), side, 'fill-rule="evenodd"');
  }
  out += path(
    ringPath(cx, cy, radius, inner),
    defs.linear([
      [0, '#e7ad78'],
      [0.5, COPPER],
      [1, '#8a4f26'],
    ]),
    'fill-rule="evenodd"',
  );
  for (let r = inner + 5; r < radius - 2; r += 7) {
    out += circle(
      cx,
      cy,
      r,
      'none',
      `stroke="${r % 2 < 1 ? '#f0c08f' : '#7d4622'}" stroke-width="1.4" stroke-opacity="0.55"`,
    );
  }
  // Ties across the coil.
  for (const a of [0.4, 2.5, 4.6]) {
    out += `<line x1="${n(cx + Math.cos(a) * (inner - 2))}" y1="${n(cy + Math.sin(a) * (inner - 2))}" x2="${n(cx + Math.cos(a) * (radius + 1))}" y2="${n(cy + Math.sin(a) * (radius + 1))}" stroke="#3f3f46" stroke-width="5"/>`;
  }
  out += `<path d="M${n(cx - radius * 0.7)} ${n(cy - radius * 0.55)}A${n(radius * 0.9)} ${n(radius * 0.9)} 0 0 1 ${n(cx + radius * 0.2)} ${n(cy - radius * 0.88)}" fill="none" stroke="#fde1c2" stroke-width="5" stroke-linecap="round" stroke-opacity="0.7"/>`;
  return out;
}

/** Coils stacked in a pyramid on a pallet: a row of `count` with one fewer resting in the grooves. */
function coilPallet(defs: Defs, x: number, groundY: number, radius: number, count: number) {
  const gap = 8;
  const width = count * (radius * 2 + gap) + 20;
  const depth = 90;
  let out = softShadow(defs, x + width / 2 + 40, groundY + 4, width * 0.65, 26, 0.45);
  out += box(defs, x, groundY - 22, width, 22, depth, {
    front: (w, h) => pallet(0, h, w),
    top: (w, d) => {
      let slats = rect(0, 0, w, d, '#8a6240');
      for (let s = 0; s < d; s += 30) slats += rect(0, s, w, 20, '#c4935f');
      return slats;
    },
  });
  const base = groundY - 22 + 20 * DEPTH.y;
  const at = (i: number) => x + 10 + 20 * DEPTH.x + radius + i * (radius * 2 + gap);
  const lift = Math.sqrt((2 * radius + gap) ** 2 - (radius + gap / 2) ** 2);
  for (let i = 0; i < count; i += 1) out += copperCoil(defs, at(i), base, radius, 56);
  for (let i = 0; i < count - 1; i += 1)
    out += copperCoil(defs, at(i) + radius + gap / 2, base - lift, radius, 56);
  return out;
}

export function drawNonferrousMetal(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      hall(defs, random, { wallBase: 450 }) +
      cableDrum(defs, 560, 540, 110, 190, COPPER) +
      cableDrum(defs, 150, 600, 120, 200, '#c27f48') +
      cableDrum(defs, 430, 690, 150, 240, COPPER);
  } else if (view === 1) {
    body = hall(defs, random, { wallBase: 440, floor: 'concrete' }) + coilPallet(defs, 150, 660, 100, 3);
  } else {
    body =
      yard(defs, random, { horizon: 410, mood: 'overcast' }) +
      cableDrum(defs, 470, 560, 115, 190, '#2b2d31') +
      cableDrum(defs, 150, 650, 140, 220, '#2b2d31') +
      coilPallet(defs, 500, 690, 62, 3);
  }
  return svgDocument(defs, body + vignette(defs));
}
