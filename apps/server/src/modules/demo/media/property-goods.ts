import { hall, vignette, yard } from './scenes';
import {
  between,
  box,
  circle,
  createDefs,
  type Defs,
  ellipse,
  group,
  HEIGHT,
  n,
  polygon,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
  WIDTH,
} from './svg-kit';

/** 机动车 (a sedan, a box truck, an SUV) and 房产土地 (a factory, an office block, a plot of land). */

function carWheel(cx: number, cy: number, r: number) {
  let out =
    circle(cx, cy, r, '#1c1f23') + circle(cx, cy, r * 0.62, '#c5cbd3') + circle(cx, cy, r * 0.5, '#9aa2ad');
  for (let i = 0; i < 5; i += 1) {
    const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    out += polygon(
      [
        cx,
        cy,
        cx + Math.cos(a - 0.22) * r * 0.5,
        cy + Math.sin(a - 0.22) * r * 0.5,
        cx + Math.cos(a + 0.22) * r * 0.5,
        cy + Math.sin(a + 0.22) * r * 0.5,
      ],
      '#d7dce2',
    );
  }
  return out + circle(cx, cy, r * 0.14, '#6b7280');
}

const CAR_SHAPES = {
  sedan: {
    body: 'M18 -38 L12 -64 Q14 -88 44 -94 L150 -106 Q196 -150 240 -156 L330 -156 Q376 -150 408 -112 L448 -106 Q464 -102 464 -80 L462 -46 Q460 -36 446 -36 Z',
    glass: 'M168 -108 Q204 -144 242 -148 L326 -148 Q362 -143 390 -110 Z',
    pillar: 282,
    wheels: [104, 374],
  },
  suv: {
    body: 'M16 -40 L10 -70 Q12 -98 44 -104 L140 -114 Q178 -164 222 -172 L404 -174 Q436 -172 444 -150 L454 -92 Q456 -42 440 -40 Z',
    glass: 'M156 -114 Q190 -158 226 -164 L398 -166 Q420 -164 426 -142 L430 -114 Z',
    pillar: 300,
    wheels: [100, 370],
  },
} as const;

/** A car in side view facing left, ground at y = 0. */
function car(defs: Defs, kind: keyof typeof CAR_SHAPES, color: string) {
  const shape = CAR_SHAPES[kind];
  const [front, rear] = shape.wheels;
  let out = softShadow(defs, 236, 2, 250, 16, 0.55);
  out += `<path d="${shape.body}" fill="${defs.linear([
    [0, shade(color, 0.18)],
    [0.55, color],
    [1, shade(color, -0.3)],
  ])}"/>`;
  out += `<path d="${shape.glass}" fill="${defs.linear([
    [0, '#4d6278'],
    [1, '#23303d'],
  ])}"/>`;
  out += polygon([230, -150, 262, -150, 214, -108, 196, -108], '#ffffff', 'fill-opacity="0.18"');
  out += rect(shape.pillar, -160, 10, 56, color);
  // Beltline, doors, handles, mirror, lights, skirt.
  out += rect(60, -100, 380, 4, shade(color, 0.35), 'fill-opacity="0.6"');
  out +=
    rect(176, -104, 3, 62, shade(color, -0.35)) + rect(shape.pillar + 4, -104, 3, 62, shade(color, -0.35));
  out +=
    rect(236, -88, 24, 5, shade(color, -0.45), 'rx="2"') +
    rect(shape.pillar + 40, -88, 24, 5, shade(color, -0.45), 'rx="2"');
  out += polygon([158, -112, 176, -112, 176, -98, 162, -98], shade(color, -0.3));
  out += `<path d="M14 -78 Q18 -90 44 -92 L62 -92 L58 -76 Z" fill="#fdf3c4"/>`;
  out += rect(446, -92, 16, 18, '#d9342b', 'rx="3"');
  out += rect(14, -52, 40, 10, '#2a2f35', 'rx="4"') + rect(430, -52, 34, 10, '#2a2f35', 'rx="4"');
  out += rect(120, -44, 230, 8, shade(color, -0.45));
  for (const x of [front, rear]) out += circle(x, -30, 42, '#15181b') + carWheel(x, -30, 36);
  return out;
}

/** A light box truck in side view facing left. */
function boxTruck(defs: Defs) {
  const cab = '#1f5fa8';
  let out = softShadow(defs, 270, 2, 300, 18, 0.55);
  out += rect(150, -270, 400, 210, '#f4f6f8', 'rx="4"');
  out += rect(150, -270, 400, 210, 'none', 'stroke="#c2c9d1" stroke-width="3" rx="4"');
  out += rect(150, -140, 400, 26, cab) + rect(150, -110, 400, 8, '#f2b705');
  for (let x = 230; x < 550; x += 80) out += rect(x, -266, 2, 204, '#dde2e8');
  out += rect(140, -62, 420, 18, '#2b3036');
  out += `<path d="M6 -50 L6 -150 Q8 -196 40 -214 L118 -222 Q144 -222 146 -196 L148 -50 Z" fill="${defs.linear(
    [
      [0, shade(cab, 0.2)],
      [1, shade(cab, -0.25)],
    ],
  )}"/>`;
  out += `<path d="M22 -150 Q26 -190 52 -204 L110 -208 Q126 -208 128 -190 L128 -150 Z" fill="#2f4255"/>`;
  out += polygon([70, -204, 92, -204, 62, -150, 42, -150], '#ffffff', 'fill-opacity="0.2"');
  out += rect(96, -140, 3, 80, shade(cab, -0.4)) + rect(104, -128, 18, 5, shade(cab, -0.5), 'rx="2"');
  out += rect(0, -74, 30, 14, '#fdf3c4', 'rx="3"') + rect(0, -56, 40, 12, '#2b3036', 'rx="4"');
  out += rect(140, -196, 6, 40, '#2b3036') + rect(136, -198, 14, 24, '#2b3036', 'rx="3"');
  for (const x of [86, 430, 480]) out += circle(x, -32, 40, '#15181b') + carWheel(x, -32, 34);
  return out;
}

function parkingLines(y: number) {
  let out = '';
  for (let i = -2; i < 8; i += 1) {
    const x = i * 170;
    out += polygon([x, y, x + 8, y, x - 60 + 10, HEIGHT, x - 60, HEIGHT], '#f3f4f6', 'fill-opacity="0.8"');
  }
  return out;
}

export function drawVehicle(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      yard(defs, random, { horizon: 420, ground: 'asphalt' }) +
      parkingLines(430) +
      group('translate(170 650) scale(1.3)', car(defs, 'sedan', '#2c5d9e'));
  } else if (view === 1) {
    body =
      yard(defs, random, { horizon: 410, mood: 'overcast', ground: 'asphalt' }) +
      group('translate(170 650) scale(1.2)', boxTruck(defs));
  } else {
    body =
      hall(defs, random, { wallBase: 440, lamps: true }) +
      group('translate(170 560) scale(0.62)', car(defs, 'sedan', '#c7ccd3')) +
      group('translate(790 680) scale(-1 1)', car(defs, 'suv', '#a8322b'));
  }
  return svgDocument(defs, body + vignette(defs));
}

function tree(defs: Defs, x: number, groundY: number, size: number) {
  return (
    softShadow(defs, x + size * 0.3, groundY + 2, size * 0.9, size * 0.18, 0.35) +
    rect(x - size * 0.08, groundY - size * 1.1, size * 0.16, size * 1.1, '#7a5a3c') +
    circle(x - size * 0.32, groundY - size * 1.2, size * 0.5, '#4e8a4a') +
    circle(x + size * 0.3, groundY - size * 1.25, size * 0.52, '#3f7a3d') +
    circle(x, groundY - size * 1.65, size * 0.58, '#5a9a54') +
    circle(x - size * 0.12, groundY - size * 1.8, size * 0.26, '#7cb86f')
  );
}

/** A factory hall with a ribbon of windows, loading doors and a roof with skylights. */
function factory(defs: Defs, x: number, groundY: number) {
  const W = 600;
  const H = 200;
  const D = 300;
  const wall = '#e4e8ed';
  const front = (w: number, h: number) => {
    let out = rect(0, 0, w, h, wall) + rect(0, 0, w, 14, '#2f6db5') + rect(0, 40, w, 46, '#8fb3d9');
    for (let wx = 0; wx < w; wx += 40) out += rect(wx, 40, 4, 46, '#5d7f9f');
    for (const dx of [60, 250, 440]) {
      out += rect(dx, h - 100, 110, 100, '#a3adb8');
      for (let dy = h - 96; dy < h; dy += 9) out += rect(dx, dy, 110, 2, '#7b8693');
      out += rect(dx - 4, h - 104, 118, 6, '#5d6874');
    }
    return out + rect(0, h - 10, w, 10, '#c3cad2');
  };
  const side = (d: number, h: number) => {
    let out = rect(0, 0, d, h, wall) + rect(0, 0, d, 14, '#2f6db5') + rect(0, 40, d, 46, '#8fb3d9');
    for (let wx = 0; wx < d; wx += 40) out += rect(wx, 40, 4, 46, '#5d7f9f');
    return out;
  };
  const top = (w: number, d: number) => {
    let out = rect(0, 0, w, d, '#7f8b98');
    for (let ry = 30; ry < d - 20; ry += 60) out += rect(40, ry, w - 80, 22, '#c9dcef');
    return out;
  };
  return (
    softShadow(defs, x + W / 2 + 100, groundY + 4, W * 0.7, 30, 0.4) +
    box(defs, x, groundY - H, W, H, D, { front, side, top })
  );
}

/** An office block: a grid of blue glass with a lobby at the bottom. */
function office(defs: Defs, x: number, groundY: number, W: number, H: number, D: number) {
  const windows = (w: number, h: number) => {
    let out = rect(0, 0, w, h, '#dfe4ea');
    for (let wy = 20; wy < h - 70; wy += 34) {
      for (let wx = 14; wx < w - 20; wx += 34) out += rect(wx, wy, 24, 24, '#5b8fc7');
      out += rect(10, wy + 4, w - 20, 4, '#ffffff', 'fill-opacity="0.2"');
    }
    return out;
  };
  return (
    softShadow(defs, x + W / 2 + D * 0.3, groundY + 4, W * 0.8, 24, 0.4) +
    box(defs, x, groundY - H, W, H, D, {
      front: (w, h) =>
        windows(w, h) +
        rect(w * 0.3, h - 56, w * 0.4, 56, '#3e6c9c') +
        rect(w * 0.3, h - 60, w * 0.4, 6, '#2b3036'),
      side: windows,
      top: (w, d) => rect(0, 0, w, d, '#9aa5b1') + rect(w * 0.2, d * 0.3, w * 0.3, d * 0.4, '#6b7683'),
    })
  );
}

/** A plot of land: a fenced field with boundary posts. */
function plot(defs: Defs, random: Random, groundY: number) {
  let out = polygon(
    [80, groundY, 880, groundY, 760, groundY - 160, 220, groundY - 160],
    defs.linear([
      [0, '#b89b74'],
      [1, '#a08258'],
    ]),
  );
  for (let i = 0; i < 16; i += 1) {
    out += ellipse(
      between(random, 240, 740),
      between(random, groundY - 140, groundY - 20),
      between(random, 20, 50),
      6,
      '#8fb36c',
      'fill-opacity="0.8"',
    );
  }
  const posts = (x0: number, y0: number, x1: number, y1: number, count: number) => {
    let fence = `<path d="M${n(x0)} ${n(y0 - 30)}L${n(x1)} ${n(y1 - 30)}M${n(x0)} ${n(y0 - 16)}L${n(x1)} ${n(y1 - 16)}" stroke="#6b7280" stroke-width="2"/>`;
    for (let i = 0; i <= count; i += 1) {
      const t = i / count;
      const px = x0 + (x1 - x0) * t;
      const py = y0 + (y1 - y0) * t;
      fence += rect(px - 3, py - 38, 6, 38, '#e5e7eb') + rect(px - 3, py - 38, 6, 8, '#dc2626');
    }
    return fence;
  };
  out += posts(220, groundY - 160, 760, groundY - 160, 9);
  out += posts(80, groundY, 220, groundY - 160, 3) + posts(760, groundY - 160, 880, groundY, 3);
  out += posts(80, groundY, 880, groundY, 12);
  return out;
}

export function drawRealEstate(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      yard(defs, random, { horizon: 430, ground: 'grass' }) +
      rect(0, 600, WIDTH, 60, '#8c939b') +
      rect(0, 626, WIDTH, 4, '#f3f4f6') +
      tree(defs, 70, 590, 60) +
      factory(defs, 130, 580) +
      tree(defs, 880, 600, 54);
  } else if (view === 1) {
    body =
      yard(defs, random, { horizon: 470, ground: 'grass' }) +
      office(defs, 560, 600, 220, 280, 150) +
      office(defs, 200, 640, 300, 420, 180) +
      tree(defs, 150, 660, 56) +
      tree(defs, 840, 650, 50);
  } else {
    body =
      yard(defs, random, { horizon: 420, mood: 'warm', ground: 'grass' }) +
      group('translate(560 420) scale(0.45)', factory(defs, 0, 0)) +
      plot(defs, random, 660) +
      tree(defs, 60, 560, 44) +
      tree(defs, 905, 600, 48);
  }
  return svgDocument(defs, body + vignette(defs));
}
