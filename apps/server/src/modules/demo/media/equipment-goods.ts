import { hall, vignette } from './scenes';
import { carton, crate } from './stock-goods';
import {
  box,
  circle,
  createDefs,
  type Defs,
  ellipse,
  group,
  line,
  n,
  polygon,
  type Random,
  rect,
  shade,
  softShadow,
  svgDocument,
} from './svg-kit';

/** 二手设备: a counterbalance forklift, a CNC lathe and a workshop with both. */

function wheel(cx: number, cy: number, r: number) {
  let out =
    circle(cx, cy, r + 7, '#2a2e33') + circle(cx, cy, r, '#1f2328') + circle(cx, cy, r * 0.86, '#2b3036');
  out +=
    circle(cx, cy, r * 0.56, '#c9ced6') +
    circle(cx, cy, r * 0.5, '#aab1bb') +
    circle(cx, cy, r * 0.2, '#6b7280');
  for (let i = 0; i < 5; i += 1) {
    const a = (Math.PI * 2 * i) / 5;
    out += circle(cx + Math.cos(a) * r * 0.34, cy + Math.sin(a) * r * 0.34, r * 0.05, '#4b5563');
  }
  return out;
}

/**
 * A counterbalance forklift in side view, facing left, drawn with the ground at y = 0 and
 * the mast at x = 0. `load` puts a pallet of cartons on the forks.
 */
function forklift(defs: Defs, load: boolean) {
  const yellow = '#f2b705';
  const steel = '#3a4049';
  let out = softShadow(defs, 90, 2, 260, 22, 0.5);
  // Mast with lift cylinder and chain.
  out += rect(22, -300, 10, 260, '#c9ced6') + rect(24, -300, 3, 260, '#eef1f4');
  out += rect(0, -330, 18, 300, steel) + rect(4, -330, 6, 300, shade(steel, 0.25));
  out += rect(-2, -334, 24, 10, shade(steel, -0.2)) + rect(-2, -220, 24, 8, shade(steel, -0.2));
  out += line(14, -320, 14, -150, '#1f2328', 3, 'stroke-dasharray="5 3"');
  // Carriage, load backrest and forks.
  out += rect(-18, -160, 20, 150, shade(steel, -0.1));
  for (let x = -16; x < 2; x += 6) out += rect(x, -240, 3, 80, steel);
  out += rect(-18, -244, 20, 6, steel);
  out += polygon([-18, -120, -8, -120, -8, -16, -190, -16, -190, -6, -18, -6], '#2b3036');
  if (load) {
    out += softShadow(defs, -100, -4, 110, 8, 0.35);
    out += rect(-196, -36, 180, 8, '#c4935f') + rect(-196, -22, 180, 6, '#a97c52');
    for (const x of [-196, -114, -36]) out += rect(x, -30, 20, 10, '#8a6240');
    out += carton(defs, -192, -116, 84, 80, 60) + carton(defs, -104, -116, 84, 80, 60, '#d1aa75');
    out += carton(defs, -160, -190, 90, 74, 56, '#bf955f');
  }
  // Body: chassis, counterweight and hood.
  out += `<path d="M30 -40 L30 -112 Q30 -124 44 -126 L196 -132 L214 -168 L300 -168 Q322 -168 324 -146 L328 -70 Q328 -40 300 -40 Z" fill="${defs.linear(
    [
      [0, shade(yellow, 0.15)],
      [1, shade(yellow, -0.12)],
    ],
  )}"/>`;
  out += `<path d="M228 -168 L300 -168 Q322 -168 324 -146 L328 -70 Q328 -40 300 -40 L236 -40 Z" fill="#454c56"/>`;
  for (let y = -150; y < -60; y += 14) out += rect(250, y, 56, 5, '#353b43', 'rx="2"');
  out += rect(30, -62, 200, 22, shade(yellow, -0.25));
  out += rect(40, -118, 150, 4, shade(yellow, 0.3));
  // Seat and steering.
  out += `<path d="M150 -134 L210 -136 L214 -150 L156 -150 Z" fill="#22262b"/>`;
  out += `<path d="M196 -150 L206 -220 Q210 -230 222 -226 L226 -210 L214 -150 Z" fill="#22262b"/>`;
  out += line(112, -128, 134, -188, '#2b3036', 7);
  out += group('rotate(-18 134 -190)', ellipse(134, -190, 26, 6, '#1f2328'));
  // Overhead guard.
  out += polygon([86, -126, 98, -126, 112, -330, 100, -330], steel);
  out += polygon([214, -168, 226, -168, 240, -330, 228, -330], steel);
  out += rect(92, -338, 156, 12, shade(steel, -0.1), 'rx="3"');
  for (let x = 110; x < 240; x += 22) out += rect(x, -338, 4, 12, shade(steel, 0.3));
  out += ellipse(236, -344, 10, 8, '#f97316') + ellipse(233, -347, 4, 3, '#fed7aa');
  out += circle(106, -150, 7, '#fef3c7', `stroke="${steel}" stroke-width="3"`);
  // Wheels last, over their arches.
  out += wheel(86, -46, 46) + wheel(276, -38, 38);
  return out;
}

/** Through the lathe's window door: chuck, bar stock and tool turret behind glass. */
function latheWindow(w: number, h: number) {
  let out = '';
  const gx = w * 0.08;
  const gy = h * 0.2;
  const gw = w * 0.46;
  const gh = h * 0.5;
  out += rect(gx - 12, gy - 12, gw + 24, gh + 24, '#b8c0ca', 'rx="6"');
  out += rect(gx, gy, gw, gh, '#39434f');
  out +=
    rect(gx + 10, gy + gh * 0.25, 50, gh * 0.5, '#8b95a1') +
    rect(gx + 60, gy + gh * 0.42, gw * 0.42, gh * 0.16, '#c9ced6');
  out += polygon(
    [
      gx + gw * 0.72,
      gy + gh * 0.2,
      gx + gw * 0.86,
      gy + gh * 0.2,
      gx + gw * 0.93,
      gy + gh * 0.45,
      gx + gw * 0.86,
      gy + gh * 0.7,
      gx + gw * 0.72,
      gy + gh * 0.7,
      gx + gw * 0.65,
      gy + gh * 0.45,
    ],
    '#6b7683',
  );
  out += rect(gx + gw * 0.6, gy + gh * 0.42, gw * 0.08, gh * 0.08, '#f3c34b');
  out += rect(gx, gy, gw, gh, '#8fb3d9', 'fill-opacity="0.35"');
  out += polygon(
    [gx + gw * 0.1, gy + gh, gx + gw * 0.3, gy + gh, gx + gw * 0.55, gy, gx + gw * 0.35, gy],
    '#ffffff',
    'fill-opacity="0.22"',
  );
  out += polygon(
    [gx + gw * 0.38, gy + gh, gx + gw * 0.44, gy + gh, gx + gw * 0.69, gy, gx + gw * 0.63, gy],
    '#ffffff',
    'fill-opacity="0.18"',
  );
  out += rect(gx + gw + 16, gy + gh * 0.1, 10, gh * 0.8, '#4b5563', 'rx="4"');
  return out;
}

/** The lathe's control panel with screen and buttons. */
function latheControlPanel(defs: Defs, w: number, h: number) {
  let out = '';
  const px = w * 0.68;
  const py = h * 0.14;
  out += rect(px, py, w * 0.26, h * 0.68, '#3b424c', 'rx="6"');
  out += rect(
    px + 12,
    py + 12,
    w * 0.26 - 24,
    h * 0.26,
    defs.linear([
      [0, '#2a6bb8'],
      [1, '#143a6b'],
    ]),
  );
  for (let i = 0; i < 4; i += 1)
    out += rect(px + 22, py + 22 + i * 12, 40 + ((i * 17) % 40), 5, '#9cc8f5', 'fill-opacity="0.8"');
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      out += rect(
        px + 14 + col * 22,
        py + h * 0.3 + 20 + row * 18,
        16,
        11,
        row === 2 && col > 2 ? '#22c55e' : '#9aa3ad',
        'rx="2"',
      );
    }
  }
  out +=
    circle(px + w * 0.2, py + h * 0.58, 13, '#facc15') + circle(px + w * 0.2, py + h * 0.58, 9, '#dc2626');
  out += circle(px + 30, py + h * 0.58, 10, '#6b7280') + circle(px + 30, py + h * 0.58, 4, '#d1d5db');
  return out;
}

/** A CNC lathe: enclosure with a sliding window door, control panel, tray and stack light. */
function cncLathe(defs: Defs, x: number, groundY: number, scale: number) {
  const W = 520;
  const H = 250;
  const D = 190;
  const shell = '#e6e9ed';
  const accent = '#1e5fb4';
  const front = (w: number, h: number) => {
    let out = rect(0, 0, w, h, shell) + rect(0, 0, w, 16, accent) + rect(0, h - 26, w, 26, '#c6ccd4');
    out += latheWindow(w, h);
    out += latheControlPanel(defs, w, h);
    return out + rect(0, 0, w, h, 'none', 'stroke="#9aa3ad" stroke-width="2"');
  };
  const side = (d: number, h: number) => {
    let out = rect(0, 0, d, h, shell) + rect(0, 0, d, 16, accent) + rect(0, h - 26, d, 26, '#c6ccd4');
    for (let y = h * 0.3; y < h * 0.6; y += 12) out += rect(d * 0.25, y, d * 0.5, 5, '#b3bbc5');
    return out;
  };
  const body = box(defs, 0, -30 - H, W, H, D, { front, side, top: (w, d) => rect(0, 0, w, d, '#f2f4f6') });
  const plinth = box(defs, 10, -30, W - 20, 30, D - 10, {
    front: (w, h) => rect(0, 0, w, h, '#3f4650') + rect(w * 0.1, 8, w * 0.4, 10, '#2b3036'),
  });
  // Stack light on a pole at the back right corner.
  const sx = W - 40 + D * 0.3;
  const sy = -30 - H - D * 0.2;
  const stack =
    rect(sx, sy - 40, 4, 40, '#6b7280') +
    rect(sx - 7, sy - 100, 18, 20, '#ef4444', 'rx="3"') +
    rect(sx - 7, sy - 80, 18, 20, '#f59e0b', 'rx="3"') +
    rect(sx - 7, sy - 60, 18, 20, '#22c55e', 'rx="3"');
  const shadow = softShadow(defs, W / 2 + 60, 2, W * 0.7, 26, 0.45);
  return group(`translate(${n(x)} ${n(groundY)}) scale(${scale})`, shadow + plinth + body + stack);
}

export function drawUsedEquipment(view: number, random: Random) {
  const defs = createDefs();
  let body: string;
  if (view === 0) {
    body =
      hall(defs, random, { wallBase: 440 }) +
      crate(defs, 660, 460, 200, 150, 140) +
      crate(defs, 690, 330, 170, 130, 110, '#b98a55') +
      group('translate(340 670) scale(1.05)', forklift(defs, true));
  } else if (view === 1) {
    body =
      hall(defs, random, { wallBase: 430, floor: 'epoxy', lamps: true }) +
      cncLathe(defs, 590, 560, 0.5) +
      cncLathe(defs, 120, 680, 1.05);
  } else {
    body =
      hall(defs, random, { wallBase: 430, floor: 'epoxy', lamps: true }) +
      cncLathe(defs, 450, 560, 0.52) +
      cncLathe(defs, 50, 600, 0.64) +
      group('translate(620 690) scale(-0.72 0.72)', forklift(defs, false));
  }
  return svgDocument(defs, body + vignette(defs));
}
