import { hall, pallet, vignette, yard } from './scenes';
import {
  between,
  box,
  circle,
  createDefs,
  DEPTH,
  type Defs,
  ellipse,
  n,
  pick,
  polygon,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
} from './svg-kit';

/** 废旧物资 (drums, pallets, pipes, racks) and the generic scene of crates and cartons for 其他. */

/** A steel drum standing upright: ellipses drawn square to the picture, which reads better than sheared ones. */
export function oilDrum(defs: Defs, cx: number, bottomY: number, radius: number, color: string) {
  const height = radius * 2.6;
  const ry = radius * 0.32;
  const top = bottomY - height;
  const body = defs.linear(
    [
      [0, shade(color, -0.25)],
      [0.3, shade(color, 0.25)],
      [0.55, color],
      [1, shade(color, -0.45)],
    ],
    [0, 0],
    [1, 0],
  );
  const hoop = (y: number) =>
    `<path d="M${n(cx - radius)} ${n(y)}A${n(radius)} ${n(ry)} 0 0 0 ${n(cx + radius)} ${n(y)}" fill="none" stroke="${shade(color, -0.4)}" stroke-width="4"/>`;
  return (
    softShadow(defs, cx + 18, bottomY + 2, radius * 1.5, ry * 1.1, 0.45) +
    ellipse(cx, bottomY, radius, ry, shade(color, -0.45)) +
    rect(cx - radius, top, radius * 2, height, body) +
    hoop(top + height / 3) +
    hoop(top + (height * 2) / 3) +
    ellipse(cx, top, radius, ry, shade(color, 0.15)) +
    ellipse(cx, top, radius * 0.9, ry * 0.85, shade(color, -0.05)) +
    ellipse(cx - radius * 0.45, top - ry * 0.1, radius * 0.12, ry * 0.25, shade(color, -0.5)) +
    ellipse(cx + radius * 0.5, top + ry * 0.15, radius * 0.08, ry * 0.18, shade(color, -0.5))
  );
}

/** A wooden crate: framed boards with a diagonal brace on the front and side. */
export function crate(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  wood = '#c89a63',
) {
  const frame = shade(wood, -0.18);
  const boards = (w: number, h: number, brace: boolean) => {
    let out = rect(0, 0, w, h, wood);
    for (let by = h / 4; by < h - 1; by += h / 4) out += rect(0, by - 1, w, 2, shade(wood, -0.3));
    if (brace) out += polygon([10, h - 10, 22, h - 10, w - 10, 22, w - 10, 10], frame);
    out +=
      rect(0, 0, w, 10, frame) +
      rect(0, h - 10, w, 10, frame) +
      rect(0, 0, 10, h, frame) +
      rect(w - 10, 0, 10, h, frame);
    out += rect(0, 0, w, h, 'none', `stroke="${shade(wood, -0.5)}" stroke-width="2"`);
    for (const [nx, ny] of [
      [5, 5],
      [w - 5, 5],
      [5, h - 5],
      [w - 5, h - 5],
    ] as const)
      out += circle(nx, ny, 1.8, '#5b4632');
    return out;
  };
  return box(defs, x, y, width, height, depth, {
    front: (w, h) => boards(w, h, true),
    top: (w, d) => boards(w, d, false),
    side: (d, h) => boards(d, h, true),
  });
}

/** A taped cardboard carton with a blank shipping label. */
export function carton(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  kraft = '#c9a06a',
) {
  return box(defs, x, y, width, height, depth, {
    front: (w, h) =>
      rect(0, 0, w, h, kraft) +
      rect(w * 0.58, h * 0.2, w * 0.3, h * 0.26, '#f8f5ef') +
      rect(w * 0.62, h * 0.27, w * 0.2, 3, '#cbd5e1') +
      rect(w * 0.62, h * 0.34, w * 0.14, 3, '#cbd5e1') +
      rect(w / 2 - 10, 0, 20, h * 0.22, shade(kraft, 0.25)) +
      rect(0, 0, w, h, 'none', `stroke="${shade(kraft, -0.35)}" stroke-width="1.5"`),
    top: (w, d) =>
      rect(0, 0, w, d, kraft) +
      rect(w / 2 - 10, 0, 20, d, shade(kraft, 0.25)) +
      rect(0, d / 2 - 1, w, 2, shade(kraft, -0.3)),
    side: (d, h) =>
      rect(0, 0, d, h, kraft) +
      rect(0, 0, d, h, 'none', `stroke="${shade(kraft, -0.35)}" stroke-width="1.5"`),
  });
}

/** Empty pallets stacked on top of each other. */
function palletStack(defs: Defs, random: Random, x: number, groundY: number, count: number) {
  let out = softShadow(defs, x + 170, groundY + 2, 200, 24, 0.4);
  for (let i = 0; i < count; i += 1) {
    const shift = between(random, -8, 8);
    out += box(defs, x + shift, groundY - (i + 1) * 24, 240, 24, 200, {
      front: (w, h) => pallet(0, h, w, i % 3 === 1 ? '#a97c52' : '#b8875a'),
      top: (w, d) => {
        let slats = rect(0, 0, w, d, '#7a5636');
        for (let s = 0; s < w; s += 40) slats += rect(s, 0, 28, d, '#c4935f');
        return slats;
      },
    });
  }
  return out;
}

/** A pipe lying along the depth, open end facing us. */
function pipeEnd(cx: number, cy: number, radius: number, length: number, color: string) {
  const vx = length * DEPTH.x;
  const vy = length * DEPTH.y;
  const norm = Math.hypot(vx, vy);
  const px = (-vy / norm) * radius;
  const py = (vx / norm) * radius;
  return (
    circle(cx + vx, cy + vy, radius, shade(color, -0.2)) +
    polygon(
      [cx + px, cy + py, cx + vx + px, cy + vy + py, cx + vx - px, cy + vy - py, cx - px, cy - py],
      shade(color, -0.1),
    ) +
    polygon(
      [
        cx - px * 0.55,
        cy - py * 0.55,
        cx + vx - px * 0.55,
        cy + vy - py * 0.55,
        cx + vx - px * 0.2,
        cy + vy - py * 0.2,
        cx - px * 0.2,
        cy - py * 0.2,
      ],
      shade(color, 0.2),
    ) +
    circle(cx, cy, radius, shade(color, 0.3)) +
    circle(cx, cy, radius * 0.74, shade(color, -0.55))
  );
}

function pipeBundle(defs: Defs, random: Random, x: number, groundY: number, radius: number, rows: number) {
  const colors = ['#7b8591', '#6b7480', '#8b939c', '#9c5a35'];
  let out = softShadow(defs, x + rows * radius + 160, groundY + 2, rows * radius + 200, 28, 0.45);
  for (let row = 0; row < rows; row += 1) {
    const count = rows - row;
    for (let i = 0; i < count; i += 1) {
      const cx = x + radius + i * radius * 2 + row * radius;
      const cy = groundY - radius - row * radius * 1.73;
      out += pipeEnd(cx, cy, radius, 380, pick(random, colors));
    }
  }
  return out;
}

/** Pallet racking: blue uprights, orange beams, goods on each level. */
function rack(defs: Defs, random: Random, x: number, groundY: number) {
  const width = 560;
  const level = 150;
  const depth = 110;
  let out = softShadow(defs, x + width / 2 + 40, groundY + 2, width * 0.6, 22, 0.35);
  const upright = (ux: number, uy: number) =>
    rect(ux, uy - level * 3 - 20, 14, level * 3 + 20, '#2f5d9b') +
    rect(ux + 4, uy - level * 3 - 20, 3, level * 3 + 20, '#5b87c4');
  for (const ux of [0, width / 2 - 7, width - 14])
    out += upright(x + ux + depth * DEPTH.x, groundY + depth * DEPTH.y);
  for (let l = 0; l < 3; l += 1) {
    const beamY = groundY - l * level;
    for (const bay of [0, 1]) {
      const bx = x + bay * (width / 2) + 14;
      const baseY = beamY - 12;
      const goods = random();
      if (goods < 0.45) {
        out += crate(defs, bx + 20, baseY - 100, 200, 100, depth - 20, pick(random, ['#c89a63', '#b98a55']));
      } else if (goods < 0.8) {
        out +=
          carton(defs, bx + 14, baseY - 80, 110, 80, depth - 20) +
          carton(defs, bx + 130, baseY - 70, 100, 70, depth - 20, '#d1aa75');
      } else {
        out += oilDrum(defs, bx + 70, baseY, 42, '#2f6db5') + oilDrum(defs, bx + 170, baseY, 42, '#b83b2e');
      }
    }
    out += box(defs, x, beamY - 12, width, 12, depth, {
      front: (w, h) => rect(0, 0, w, h, '#e8772e') + rect(0, 0, w, 3, '#f59e5b'),
      top: (w, d) => rect(0, 0, w, d, '#9aa3ad'),
    });
  }
  for (const ux of [0, width / 2 - 7, width - 14]) out += upright(x + ux, groundY);
  return out;
}

const DRUM_COLORS = ['#2f6db5', '#b83b2e', '#3f7d4e', '#6b7280', '#d39b1c'];

/** Two rows of drums, the back row shifted so every drum shows. */
function drumCluster(defs: Defs, random: Random, x: number, groundY: number) {
  const radius = 56;
  let out = '';
  for (const [dx, dy] of [
    [70, -80],
    [190, -80],
    [310, -80],
    [20, 0],
    [140, 0],
    [260, 0],
  ] as const) {
    out += oilDrum(defs, x + dx + radius, groundY + dy, radius, pick(random, DRUM_COLORS));
  }
  return out;
}

export function drawUsedMaterials(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      hall(defs, random, { wallBase: 440 }) +
      palletStack(defs, random, 570, 600, 9) +
      drumCluster(defs, random, 40, 680);
  } else if (view === 1) {
    body =
      yard(defs, random, { horizon: 420, mood: 'day' }) +
      pipeBundle(defs, random, 60, 650, 38, 4) +
      crate(defs, 600, 520, 200, 140, 150) +
      crate(defs, 640, 400, 150, 120, 120, '#b98a55');
  } else {
    body =
      hall(defs, random, { wallBase: 430 }) +
      rack(defs, random, 60, 600) +
      oilDrum(defs, 720, 680, 48, '#2f6db5') +
      oilDrum(defs, 840, 650, 48, '#b83b2e');
  }
  return svgDocument(defs, body + vignette(defs));
}

/** The generic scene: wooden crates and cartons, for 其他 and any category without its own picture. */
export function drawCrates(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      hall(defs, random, { wallBase: 440 }) +
      softShadow(defs, 430, 664, 330, 30, 0.45) +
      crate(defs, 130, 520, 220, 150, 170) +
      crate(defs, 354, 520, 220, 150, 170, '#b98a55') +
      crate(defs, 240, 370, 220, 150, 170, '#d2a56e') +
      carton(defs, 640, 570, 130, 100, 110) +
      carton(defs, 700, 470, 110, 100, 100, '#d1aa75');
  } else if (view === 1) {
    body =
      yard(defs, random, { horizon: 420, mood: 'warm' }) +
      softShadow(defs, 480, 650, 380, 30, 0.45) +
      box(defs, 120, 628, 300, 22, 180, { front: (w, h) => pallet(0, h, w) }) +
      crate(defs, 130, 478, 280, 150, 160) +
      box(defs, 500, 628, 300, 22, 180, { front: (w, h) => pallet(0, h, w) }) +
      carton(defs, 510, 528, 140, 100, 150) +
      carton(defs, 654, 528, 140, 100, 150, '#d1aa75') +
      carton(defs, 560, 428, 150, 100, 140, '#bf955f');
  } else {
    body =
      hall(defs, random, { wallBase: 440, floor: 'epoxy', lamps: true }) +
      softShadow(defs, 470, 664, 300, 30, 0.45) +
      crate(defs, 220, 430, 340, 240, 220) +
      carton(defs, 600, 580, 130, 90, 100) +
      carton(defs, 620, 490, 110, 90, 90, '#d1aa75');
  }
  return svgDocument(defs, body + vignette(defs));
}
