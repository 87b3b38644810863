import { dirtPatch, hall, moundTop, vignette, yard } from './scenes';
import {
  between,
  box,
  createDefs,
  ellipse,
  DEPTH,
  type Defs,
  group,
  n,
  pick,
  polygon,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
} from './svg-kit';
import { RUST, SCRAP, scrapPiece } from './steel-pieces';

/** 废钢: a heap of rusty beams, plates and pipes; a stack of I-beams and plates; a full skip. */

/** A heap of scrap over [x0, x1]: a dark mound under small bits, then larger pieces, back to front. */
function scrapHeap(
  defs: Defs,
  random: Random,
  x0: number,
  x1: number,
  baseY: number,
  peakY: number,
  count: number,
) {
  const pieces: Array<{ y: number; svg: string }> = [];
  const place = (scaleBase: number, lift: number) => {
    const x = between(random, x0 + 30, x1 - 30);
    const top = moundTop(x0, x1, baseY, peakY, x);
    const y = between(random, top + lift, baseY - 10);
    const angle = between(random, -30, 30);
    const scale = scaleBase * (0.75 + ((y - peakY) / (baseY - peakY)) * 0.4);
    return {
      y,
      svg: group(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, scrapPiece(defs, random, scale)),
    };
  };
  let bits = '';
  for (let i = 0; i < count; i += 1) bits += place(0.55, 14).svg;
  for (let i = 0; i < count * 0.8; i += 1) pieces.push(place(1, -6));
  pieces.sort((a, b) => a.y - b.y);
  return (
    softShadow(defs, (x0 + x1) / 2, baseY + 4, (x1 - x0) * 0.58, 34, 0.45) +
    dirtPatch(defs, x0 + 20, x1 - 20, baseY, peakY + 50, '#5a3626') +
    bits +
    pieces.map((piece) => piece.svg).join('')
  );
}

/** An I-beam seen end on, receding into the picture. */
function beamEndOn(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  height: number,
  length: number,
  color: string,
) {
  const f = height * 0.18;
  const web = width * 0.16;
  return box(defs, x, y, width, height, length, {
    front: (w, h) =>
      rect(0, 0, w, h, shade(color, -0.6)) +
      polygon(
        [
          0,
          0,
          w,
          0,
          w,
          f,
          (w + web) / 2,
          f,
          (w + web) / 2,
          h - f,
          w,
          h - f,
          w,
          h,
          0,
          h,
          0,
          h - f,
          (w - web) / 2,
          h - f,
          (w - web) / 2,
          f,
          0,
          f,
        ],
        shade(color, 0.25),
      ),
    top: (w, d) => rect(0, 0, w, d, color) + rect(0, d * 0.3, w, d * 0.15, shade(color, -0.12)),
    side: (d, h) =>
      rect(0, 0, d, f, color) + rect(0, f, d, h - 2 * f, shade(color, -0.45)) + rect(0, h - f, d, f, color),
  });
}

/** I-beams stacked end on in layers, with timber bearers between the layers as in a stockyard. */
function beamStack(defs: Defs, random: Random, x: number, groundY: number, columns: number) {
  const w = 60;
  const h = 74;
  const gap = 10;
  const bearer = 12;
  const length = 300;
  const timber = (bx: number, by: number, span: number) =>
    box(defs, bx + 6 * DEPTH.x, by + 6 * DEPTH.y, span, bearer, 18, {
      front: (fw, fh) => rect(0, 0, fw, fh, '#a97c52') + rect(0, 0, fw, 3, '#c4935f'),
    });
  let out = softShadow(
    defs,
    x + (columns * (w + gap)) / 2 + 90,
    groundY + 4,
    columns * w * 0.7 + 70,
    30,
    0.45,
  );
  let base = groundY;
  for (let row = 0; row < 3; row += 1) {
    const count = columns - row;
    const left = x + (row * (w + gap)) / 2;
    if (row > 0) {
      out += timber(left - 10, base - bearer, count * (w + gap) + 10);
      base -= bearer;
    }
    for (let i = 0; i < count; i += 1) {
      out += beamEndOn(defs, left + i * (w + gap), base - h, w, h, length, pick(random, SCRAP));
    }
    base -= h;
  }
  return out;
}

function plateStack(defs: Defs, random: Random, x: number, groundY: number, plates: number) {
  let out = softShadow(defs, x + 200, groundY + 2, 220, 26, 0.4);
  let y = groundY;
  for (let i = 0; i < plates; i += 1) {
    const t = between(random, 8, 14);
    y -= t;
    const color = pick(random, RUST);
    const dx = between(random, -14, 14);
    out += box(defs, x + dx, y, 270, t, 200, {
      front: (w, h) => rect(0, 0, w, h, shade(color, -0.2)),
      // Rust blooms and a streak of mill scale on each plate.
      top: (w, d) =>
        rect(0, 0, w, d, color) +
        ellipse(
          w * between(random, 0.2, 0.5),
          d * 0.4,
          w * 0.14,
          d * 0.16,
          '#6e3b22',
          'fill-opacity="0.35"',
        ) +
        ellipse(
          w * between(random, 0.55, 0.8),
          d * 0.65,
          w * 0.1,
          d * 0.12,
          '#c47a44',
          'fill-opacity="0.4"',
        ) +
        rect(0, d * 0.2, w, d * 0.06, '#5d6670', 'fill-opacity="0.25"'),
    });
  }
  return out;
}

/** A roll-off skip full of scrap, pieces sticking out over the rim. */
function scrapSkip(defs: Defs, random: Random, x: number, groundY: number) {
  const w = 420;
  const h = 150;
  const depth = 240;
  const y = groundY - h - 16;
  const skipColor = '#2f6b5a';
  let out = softShadow(defs, x + w / 2 + 70, groundY + 4, w * 0.75, 34, 0.45);
  out += rect(x + 20, groundY - 18, w - 40, 18, '#2b2f33');
  out += box(defs, x, y, w, h, depth, {
    front: (fw, fh) => {
      let ribs = rect(0, 0, fw, fh, skipColor) + rect(0, 0, fw, 12, shade(skipColor, 0.2));
      for (let rx = 40; rx < fw; rx += 70) ribs += rect(rx, 12, 12, fh - 12, shade(skipColor, -0.18));
      return ribs + rect(0, fh - 10, fw, 10, shade(skipColor, -0.3));
    },
    top: (fw, fd) => rect(0, 0, fw, fd, '#3d2a20'),
    side: (fd, fh) => rect(0, 0, fd, fh, skipColor) + rect(0, 0, fd, 12, shade(skipColor, 0.2)),
  });
  const opening = [
    x,
    y,
    x + w,
    y,
    x + w + depth * DEPTH.x,
    y + depth * DEPTH.y,
    x + w + depth * DEPTH.x,
    0,
    x,
    0,
  ];
  const clip = defs.clipPath(`M${opening.map(n).join(' ')}Z`);
  const pieces: Array<{ y: number; svg: string }> = [];
  for (let i = 0; i < 26; i += 1) {
    const along = random();
    const px = x + 30 + random() * (w - 40) + along * depth * DEPTH.x;
    const py = y + along * depth * DEPTH.y - between(random, -10, 40);
    pieces.push({
      y: py - along * 100,
      svg: group(
        `translate(${n(px)} ${n(py)}) rotate(${n(between(random, -40, 40))})`,
        scrapPiece(defs, random, 0.8),
      ),
    });
  }
  pieces.sort((a, b) => a.y - b.y);
  out += group('', pieces.map((piece) => piece.svg).join(''), `clip-path="${clip}"`);
  return out;
}

export function drawScrapSteel(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body = yard(defs, random, { horizon: 420 }) + scrapHeap(defs, random, 90, 870, 640, 270, 62);
  } else if (view === 1) {
    body =
      hall(defs, random, { wallBase: 440 }) +
      plateStack(defs, random, 540, 620, 9) +
      beamStack(defs, random, 70, 660, 5);
  } else {
    body =
      yard(defs, random, { horizon: 400, mood: 'warm' }) +
      scrapHeap(defs, random, 520, 930, 560, 360, 34) +
      scrapSkip(defs, random, 60, 680);
  }
  return svgDocument(defs, body + vignette(defs));
}
