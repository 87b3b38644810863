import {
  between,
  type Defs,
  ellipse,
  HEIGHT,
  line,
  polygon,
  type Random,
  rect,
  shade,
  WIDTH,
} from './svg-kit';

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

/** Rolling hills and trees on grassland, else the perimeter wall with a fence above it. */
function yardBoundary(random: Random, horizon: number, ground: NonNullable<YardOptions['ground']>) {
  let out = '';
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

  return out;
}

/** The concrete's joints running towards the back, and dusty patches. */
function concreteMarks(random: Random, horizon: number) {
  let out = '';
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

/** An outdoor yard: sky and skyline, a wall (or hills) at the back, and the ground. */
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

  out += yardBoundary(random, horizon, ground);

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
  return out + concreteMarks(random, horizon);
}
