import {
  between,
  type Defs,
  ellipse,
  HEIGHT,
  line,
  path,
  polygon,
  type Random,
  rect,
  shade,
  WIDTH,
} from './svg-kit';

/** Backgrounds the goods stand in: an outdoor yard, a warehouse and a workshop with an epoxy floor. */

export interface YardOptions {
  /** Where the ground meets the wall at the back. */
  horizon?: number;
  mood?: 'day' | 'warm' | 'overcast';
  /** Concrete yard behind a wall, an asphalt car park behind a wall, or open grassland. */
  ground?: 'concrete' | 'asphalt' | 'grass';
}

const GROUNDS = {
  concrete: ['#d3cdc3', '#aaa297'],
  asphalt: ['#8a9097', '#5d636a'],
  grass: ['#a9cf8a', '#6f9f55'],
} as const;

const SKIES = {
  day: ['#8ec5ec', '#d7ebf7', '#eef6fb'],
  warm: ['#f2b98a', '#f8dcbc', '#fbeedd'],
  overcast: ['#b7c4cf', '#dde3e8', '#eef1f3'],
} as const;

function clouds(random: Random, count: number, maxY: number) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = between(random, 40, WIDTH - 140) + i * 7;
    const y = between(random, 40, maxY);
    const s = between(random, 0.6, 1.2);
    out +=
      ellipse(x, y, 60 * s, 20 * s, '#ffffff', 'fill-opacity="0.75"') +
      ellipse(x + 34 * s, y - 14 * s, 38 * s, 24 * s, '#ffffff', 'fill-opacity="0.75"') +
      ellipse(x - 30 * s, y - 6 * s, 30 * s, 16 * s, '#ffffff', 'fill-opacity="0.75"');
  }
  return out;
}

/** Hazy factory buildings, chimneys and trees along the horizon. */
function skyline(random: Random, base: number, color: string, maxHeight: number) {
  let out = '';
  let x = -20;
  while (x < WIDTH) {
    const w = between(random, 60, 150);
    const h = between(random, maxHeight * 0.35, maxHeight);
    const kind = random();
    if (kind < 0.25) {
      // Gabled shed.
      out += polygon(
        [x, base, x, base - h * 0.7, x + w / 2, base - h, x + w, base - h * 0.7, x + w, base],
        color,
      );
    } else if (kind < 0.4) {
      out += rect(x, base - h * 0.6, w, h * 0.6, color);
      out += rect(x + w * 0.7, base - h * 1.5, 9, h * 0.9, color);
    } else if (kind < 0.6) {
      // A row of trees.
      for (let t = 0; t < w; t += 24) out += ellipse(x + t + 12, base - h * 0.35, 16, h * 0.38, color);
    } else {
      out += rect(x, base - h, w, h, color);
    }
    x += w + between(random, -10, 20);
  }
  return out;
}

export function yard(
  defs: Defs,
  random: Random,
  { horizon = 430, mood = 'day', ground = 'concrete' }: YardOptions = {},
) {
  const sky = SKIES[mood];
  const [groundTop, groundBottom] =
    ground === 'concrete' && mood === 'warm' ? ['#d8cbb8', '#b59f86'] : GROUNDS[ground];
  let out = rect(
    0,
    0,
    WIDTH,
    horizon,
    defs.linear([
      [0, sky[0]],
      [0.75, sky[1]],
      [1, sky[2]],
    ]),
  );
  out += clouds(random, 4, horizon * 0.45);
  out += skyline(random, horizon - 30, shade(sky[1], -0.14), 120);
  out += skyline(random, horizon - 18, shade(sky[1], -0.26), 70);

  if (ground === 'grass') {
    // Rolling hills and a tree line instead of a wall.
    out +=
      ellipse(WIDTH * 0.25, horizon + 20, 420, 90, '#9dbf8c') +
      ellipse(WIDTH * 0.8, horizon + 30, 480, 110, '#8fb47d');
    for (let x = 10; x < WIDTH; x += between(random, 26, 44)) {
      out += ellipse(x, horizon - 8, between(random, 16, 26), between(random, 16, 30), '#6f9a62');
    }
  } else {
    // Perimeter wall with a fence above it.
    const wallTop = horizon - 52;
    out += rect(0, wallTop, WIDTH, 52, '#cfc9bf');
    out += rect(0, wallTop, WIDTH, 6, '#e7e2da');
    for (let x = 0; x < WIDTH; x += 96) out += rect(x, wallTop, 10, 52, '#bdb6ab');
    out += rect(0, wallTop - 46, WIDTH, 46, '#7c8a96', 'fill-opacity="0.12"');
    for (let x = 0; x < WIDTH; x += 96) out += rect(x + 3, wallTop - 50, 4, 50, '#6b7680');
    out += line(0, wallTop - 46, WIDTH, wallTop - 46, '#6b7680', 3);
  }

  // Dusty concrete ground with joints running towards the back.
  out += rect(
    0,
    horizon,
    WIDTH,
    HEIGHT - horizon,
    defs.linear([
      [0, groundTop],
      [1, groundBottom],
    ]),
  );
  out += rect(0, horizon, WIDTH, 10, '#000000', 'fill-opacity="0.08"');
  if (ground !== 'concrete') return out;
  const vanishX = WIDTH / 2;
  for (let i = -8; i <= 8; i += 1) {
    out += line(
      vanishX + i * 40,
      horizon,
      vanishX + i * 190,
      HEIGHT,
      '#5b5146',
      1.5,
      'stroke-opacity="0.12"',
    );
  }
  for (let y = horizon + 24, step = 26; y < HEIGHT; step *= 1.35, y += step) {
    out += line(0, y, WIDTH, y, '#5b5146', 1.5, 'stroke-opacity="0.1"');
  }
  for (let i = 0; i < 10; i += 1) {
    out += ellipse(
      between(random, 0, WIDTH),
      between(random, horizon + 30, HEIGHT - 20),
      between(random, 40, 120),
      between(random, 8, 22),
      '#6b5b48',
      'fill-opacity="0.07"',
    );
  }
  return out;
}

export interface HallOptions {
  /** Where the floor meets the back wall. */
  wallBase?: number;
  floor?: 'concrete' | 'epoxy';
  lamps?: boolean;
}

/** A steel-framed warehouse: corrugated wall, high windows, light falling in, columns and floor markings. */
export function hall(
  defs: Defs,
  _random: Random,
  { wallBase = 460, floor = 'concrete', lamps = false }: HallOptions = {},
) {
  let out = rect(
    0,
    0,
    WIDTH,
    wallBase,
    defs.linear([
      [0, '#d5dde6'],
      [1, '#c4ced9'],
    ]),
  );
  // Corrugated cladding.
  for (let x = 0; x < WIDTH; x += 18) out += rect(x, 60, 8, wallBase - 60, '#9fb0c2', 'fill-opacity="0.18"');
  // High windows with mullions.
  for (let x = 30; x < WIDTH; x += 240) {
    out += rect(
      x,
      84,
      180,
      70,
      defs.linear([
        [0, '#f8fbff'],
        [1, '#dbe8f5'],
      ]),
    );
    for (let m = 1; m < 4; m += 1) out += rect(x + m * 45 - 2, 84, 4, 70, '#93a4b6');
    out += rect(x, 84, 180, 70, 'none', 'stroke="#7d8fa3" stroke-width="5"');
    // Light falling onto the floor.
    out += polygon(
      [x, 154, x + 180, 154, x + 300, wallBase + 200, x + 60, wallBase + 200],
      defs.linear([
        [0, '#ffffff', 0.28],
        [1, '#ffffff', 0],
      ]),
    );
  }
  // Roof with trusses.
  out += rect(0, 0, WIDTH, 56, '#4d5d6e');
  for (let x = -20; x < WIDTH; x += 80) {
    out += line(x, 56, x + 40, 16, '#6c7d8f', 4) + line(x + 40, 16, x + 80, 56, '#6c7d8f', 4);
  }
  out += rect(0, 12, WIDTH, 5, '#6c7d8f') + rect(0, 54, WIDTH, 8, '#3b4856');
  // Painted lower wall.
  out += rect(0, wallBase - 80, WIDTH, 80, '#8399ad');
  out += rect(0, wallBase - 80, WIDTH, 5, '#a9bac9');
  // H-section columns.
  for (let x = 130; x < WIDTH; x += 240) {
    out += rect(x, 56, 30, wallBase - 56, '#3c5a7a') + rect(x + 10, 56, 10, wallBase - 56, '#2f4862');
    out += rect(x - 4, wallBase - 12, 38, 12, '#2f4862');
  }
  if (lamps) {
    for (let x = 90; x < WIDTH; x += 240) {
      out += line(x, 56, x, 190, '#3b4856', 2);
      out += polygon([x - 30, 214, x - 12, 190, x + 12, 190, x + 30, 214], '#37474f');
      out += polygon(
        [x - 28, 214, x + 28, 214, x + 110, wallBase + 40, x - 110, wallBase + 40],
        defs.linear([
          [0, '#fff7d6', 0.35],
          [1, '#fff7d6', 0],
        ]),
      );
      out += ellipse(x, 214, 30, 5, '#fff4c2');
    }
  }

  const floorColors = floor === 'epoxy' ? ['#6aa889', '#467f65'] : ['#c9cccf', '#9ea3a8'];
  out += rect(
    0,
    wallBase,
    WIDTH,
    HEIGHT - wallBase,
    defs.linear([
      [0, floorColors[0]!],
      [1, floorColors[1]!],
    ]),
  );
  out += rect(0, wallBase, WIDTH, 14, '#000000', 'fill-opacity="0.1"');
  // Walkway lines running towards the back, and a crossing band.
  const laneColor = floor === 'epoxy' ? '#f4d35e' : '#e9b824';
  out += polygon([40, HEIGHT, 70, HEIGHT, 270, wallBase, 262, wallBase], laneColor, 'fill-opacity="0.85"');
  out += polygon(
    [WIDTH - 70, HEIGHT, WIDTH - 40, HEIGHT, WIDTH - 262, wallBase, WIDTH - 270, wallBase],
    laneColor,
    'fill-opacity="0.85"',
  );
  // Sheen on the floor.
  out += ellipse(
    WIDTH / 2,
    wallBase + 60,
    420,
    70,
    defs.radial([
      [0, '#ffffff', floor === 'epoxy' ? 0.22 : 0.16],
      [1, '#ffffff', 0],
    ]),
  );
  return out;
}

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
