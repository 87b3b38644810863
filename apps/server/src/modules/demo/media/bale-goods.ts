import { hall, vignette, yard } from './scenes';
import {
  between,
  box,
  createDefs,
  type Defs,
  group,
  line,
  n,
  pick,
  polygon,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
} from './svg-kit';

/** 废纸 (strapped bales of brown cardboard) and 废塑料 (compressed bales of PET bottles). */

/** A thin dark outline, so bales pressed together still read as separate blocks. */
const edge = (w: number, h: number) =>
  rect(0, 0, w, h, 'none', 'stroke="#1f1a14" stroke-opacity="0.35" stroke-width="2.5"');

type BaleDrawer = (x: number, y: number, width: number, height: number, depth: number) => string;

/** A gently wavy line across a face. */
function wave(random: Random, y: number, width: number) {
  const periods = 2 + Math.floor(random() * 4);
  const amplitude = between(random, 0.6, 2.4);
  const phase = random() * Math.PI * 2;
  let d = '';
  for (let step = 0; step <= 16; step += 1) {
    const x = (width * step) / 16;
    const dy = Math.sin((x / width) * periods * Math.PI * 2 + phase) * amplitude;
    d += `${step === 0 ? 'M' : 'L'}${n(x)} ${n(y + dy)}`;
  }
  return d;
}

/** Compressed cardboard seen from the side: thin layers, light and dark, with flecks of print. */
function cardboardLayers(random: Random, width: number, height: number) {
  let out = '';
  for (let y = 4; y < height - 3; y += 7) {
    const dark = random() < 0.55;
    out += `<path d="${wave(random, y, width)}" fill="none" stroke="${dark ? '#4a2f16' : '#f0d5ac'}" stroke-opacity="${dark ? 0.38 : 0.5}" stroke-width="${n(between(random, 1.2, 3))}"/>`;
  }
  for (let i = 0; i < (width * height) / 2500; i += 1) {
    const w = between(random, 6, 20);
    out += rect(
      between(random, 2, width - w - 2),
      between(random, 2, height - 8),
      w,
      between(random, 2, 5),
      pick(random, ['#f4efe4', '#f4efe4', '#d9d2c3', '#3d6fa3', '#b8433a', '#2f2a24']),
      'fill-opacity="0.75"',
    );
  }
  return out;
}

/** The top of a bale: the last flattened boxes pressed on, in slightly different browns. */
function cardboardSheets(random: Random, width: number, depth: number) {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const w = between(random, 0.25, 0.5) * width;
    const h = between(random, 0.3, 0.6) * depth;
    out += rect(
      between(random, 0, width - w),
      between(random, 0, depth - h),
      w,
      h,
      pick(random, ['#c9a06a', '#a97b4c', '#d4ad7b', '#b88b58']),
      'fill-opacity="0.8"',
    );
  }
  return out;
}

function paperBale(
  defs: Defs,
  random: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
) {
  const base = pick(random, ['#b48656', '#a97b4c', '#bf9462', '#9e7347']);
  // Drawn per face rather than as a pattern: a pattern on a slanted face is resampled and blurs.
  const texture = (w: number, h: number) => rect(0, 0, w, h, base) + cardboardLayers(random, w, h);
  const wires = [0.18, 0.5, 0.82];
  return box(defs, x, y, width, height, depth, {
    front: (w, h) =>
      texture(w, h) + wires.map((u) => rect(u * w - 1.5, 0, 3, h, '#3b3f45')).join('') + edge(w, h),
    top: (w, d) =>
      rect(0, 0, w, d, base) +
      cardboardSheets(random, w, d) +
      wires.map((u) => rect(u * w - 1.5, 0, 3, d, '#3b3f45')).join('') +
      edge(w, d),
    side: (d, h) => texture(d, h) + edge(d, h),
  });
}

const BOTTLE_SETS = {
  blue: ['#cfe9f5', '#a8d8ee', '#7fc0e4', '#4d9fd6', '#e8f4f9', '#2f7fbf'],
  green: ['#b9e6c9', '#7fcf9b', '#4fae78', '#cfe9f5', '#2f8f5c', '#a8d8ee'],
} as const;
const CAPS = ['#1d4ed8', '#15803d', '#f8fafc', '#dc2626', '#0ea5e9', '#facc15'];

/** A crushed PET bottle lying along the x axis, cap to the right. Few edges: bales are mostly texture. */
function bottle(random: Random, colors: readonly string[]) {
  const length = between(random, 60, 84);
  const width = between(random, 24, 34);
  const color = pick(random, colors);
  const body = length * 0.72;
  return (
    `<path d="M${n(-length / 2)} ${n(-width / 2)}H${n(-length / 2 + body)}L${n(length / 2 - 7)} ${n(-width * 0.2)}V${n(width * 0.2)}L${n(-length / 2 + body)} ${n(width / 2)}H${n(-length / 2)}Z" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="1.5"/>` +
    rect(length / 2 - 8, -width * 0.24, 8, width * 0.48, pick(random, CAPS))
  );
}

/** Bottles scattered over a tile; those near an edge are drawn again across it, so tiles join without seams. */
function bottleTile(random: Random, colors: readonly string[], width: number, height: number) {
  let out = '';
  for (let i = 0; i < 26; i += 1) {
    const x = between(random, 0, width);
    const y = between(random, 0, height);
    const shape = bottle(random, colors);
    const turn = `rotate(${n(between(random, 0, 360))}) scale(1 ${n(between(random, 0.6, 0.95))})`;
    for (const dx of [-width, 0, width]) {
      for (const dy of [-height, 0, height]) {
        const cx = x + dx;
        const cy = y + dy;
        if (cx > -50 && cx < width + 50 && cy > -50 && cy < height + 50) {
          out += group(`translate(${n(cx)} ${n(cy)}) ${turn}`, shape);
        }
      }
    }
  }
  return out;
}

function plasticBale(defs: Defs, random: Random, tone: keyof typeof BOTTLE_SETS) {
  return (x: number, y: number, width: number, height: number, depth: number) => {
    const base = tone === 'blue' ? '#5d88a0' : '#5a8f70';
    const offset = [Math.floor(random() * 200), Math.floor(random() * 150)] as const;
    const texture = (w: number, h: number) => {
      const fill = defs.pattern(tone, 200, 150, () => bottleTile(random, BOTTLE_SETS[tone], 200, 150));
      return (
        rect(0, 0, w, h, base) +
        group(`translate(${-offset[0]} ${-offset[1]})`, rect(offset[0], offset[1], w, h, fill))
      );
    };
    const wires = [0.22, 0.5, 0.78];
    return box(defs, x, y, width, height, depth, {
      front: (w, h) =>
        texture(w, h) + wires.map((v) => rect(0, v * h - 1.5, w, 3, '#334155')).join('') + edge(w, h),
      top: (w, d) => texture(w, d) + edge(w, d),
      side: (d, h) =>
        texture(d, h) + wires.map((v) => rect(0, v * h - 1.5, d, 3, '#334155')).join('') + edge(d, h),
    });
  };
}

/**
 * Bales stacked like bricks: rows from the bottom, each `{ count, shift }` (shift in bale
 * widths). Rows are drawn bottom up and each row left to right, so nearer faces cover the rest.
 */
function baleStack(
  defs: Defs,
  draw: BaleDrawer,
  x: number,
  groundY: number,
  size: { width: number; height: number; depth: number },
  rows: ReadonlyArray<{ count: number; shift: number }>,
) {
  const { width, height, depth } = size;
  const span = Math.max(...rows.map((row) => row.count + row.shift)) * (width + 4);
  let out = softShadow(defs, x + span / 2 + depth * 0.35, groundY + 2, span / 2 + depth * 0.5, 30, 0.45);
  rows.forEach((row, level) => {
    for (let i = 0; i < row.count; i += 1) {
      out += draw(x + (row.shift + i) * (width + 4), groundY - (level + 1) * height, width, height, depth);
    }
  });
  return out;
}

/** Flattened cardboard boxes lying on the ground. */
function looseCardboard(random: Random, x: number, y: number) {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const w = between(random, 130, 190);
    const h = between(random, 34, 48);
    const color = pick(random, ['#c79d6a', '#b88b58', '#d4ad7b']);
    out += group(
      `translate(${n(x + i * 110)} ${n(y + i * 14)}) rotate(${n(between(random, -12, 12))})`,
      polygon([0, h, w, h, w + 30, 0, 30, 0], color) +
        line(w * 0.45 + 15, 0, w * 0.45, h, '#8a6238', 2) +
        polygon([0, h, w, h, w, h + 4, 0, h + 4], '#8a6238'),
    );
  }
  return out;
}

function looseBottles(random: Random, x: number, y: number, count: number) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += group(
      `translate(${n(x + between(random, 0, 240))} ${n(y + between(random, 0, 50))}) rotate(${n(between(random, -40, 40))}) scale(1.3 ${n(between(random, 0.9, 1.2))})`,
      bottle(random, pick(random, [BOTTLE_SETS.blue, BOTTLE_SETS.green])),
    );
  }
  return out;
}

export function drawWastePaper(view: number, random: Random) {
  const defs = createDefs();
  const bale: BaleDrawer = (x, y, w, h, d) => paperBale(defs, random, x, y, w, h, d);
  const size = { width: 200, height: 130, depth: 170 };
  let body: string;
  if (view === 0) {
    body =
      hall(defs, random, { wallBase: 430 }) +
      baleStack(defs, bale, 110, 650, size, [
        { count: 3, shift: 0 },
        { count: 2, shift: 0.5 },
        { count: 1, shift: 1 },
      ]);
  } else if (view === 1) {
    body =
      yard(defs, random, { horizon: 400, mood: 'day' }) +
      baleStack(defs, bale, 470, 560, { width: 150, height: 100, depth: 130 }, [
        { count: 2, shift: 0 },
        { count: 2, shift: 0 },
      ]) +
      baleStack(defs, bale, 60, 670, size, [
        { count: 2, shift: 0 },
        { count: 1, shift: 0.5 },
      ]);
  } else {
    body =
      yard(defs, random, { horizon: 380, mood: 'overcast' }) +
      baleStack(defs, bale, 260, 600, { width: 300, height: 190, depth: 200 }, [
        { count: 1, shift: 0 },
        { count: 1, shift: 0.1 },
      ]) +
      looseCardboard(random, 90, 620);
  }
  return svgDocument(defs, body + vignette(defs));
}

export function drawWastePlastic(view: number, random: Random) {
  const defs = createDefs();
  const blue = plasticBale(defs, random, 'blue');
  const green = plasticBale(defs, random, 'green');
  const mixed: BaleDrawer = (...args) => (random() < 0.3 ? green : blue)(...args);
  const size = { width: 175, height: 138, depth: 150 };
  let body: string;
  if (view === 0) {
    body =
      yard(defs, random, { horizon: 410 }) +
      baleStack(defs, mixed, 170, 650, size, [
        { count: 3, shift: 0 },
        { count: 2, shift: 0.5 },
      ]);
  } else if (view === 1) {
    body =
      hall(defs, random, { wallBase: 440 }) +
      baleStack(defs, blue, 580, 560, { width: 150, height: 115, depth: 125 }, [
        { count: 1, shift: 0 },
        { count: 1, shift: 0 },
      ]) +
      baleStack(defs, green, 80, 680, size, [
        { count: 2, shift: 0 },
        { count: 1, shift: 0 },
      ]);
  } else {
    body =
      yard(defs, random, { horizon: 390, mood: 'warm' }) +
      baleStack(defs, mixed, 250, 610, { width: 280, height: 200, depth: 210 }, [{ count: 1, shift: 0 }]) +
      baleStack(defs, green, 660, 520, { width: 150, height: 110, depth: 120 }, [{ count: 1, shift: 0 }]) +
      looseBottles(random, 90, 620, 9);
  }
  return svgDocument(defs, body + vignette(defs));
}
