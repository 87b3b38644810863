/**
 * A few helpers for writing flat SVG illustrations in code: seeded randomness (so the same
 * picture comes out byte for byte every time), shared gradient definitions, boxes drawn in
 * oblique projection and soft shadows that need no blur filter (filters are slow to render).
 */

export const WIDTH = 960;
export const HEIGHT = 720;

export type Random = () => number;

/** mulberry32 seeded from a string: deterministic, fast and good enough for scattering shapes. */
export function createRandom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** One decimal is plenty at 960 px and keeps the SVG text small. */
export const n = (value: number) => Math.round(value * 10) / 10;

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(Math.abs(amount), 1);
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects gradients and clip paths once per picture and hands back `url(#…)` references. */
export interface Defs {
  /** A linear gradient across the shape's bounding box, top to bottom unless told otherwise. */
  linear(stops: readonly Stop[], from?: readonly [number, number], to?: readonly [number, number]): string;
  /** A radial gradient filling the shape's bounding box. */
  radial(stops: readonly Stop[], centre?: readonly [number, number]): string;
  /** A rectangle clip in the user space of the element that uses it. */
  clipRect(width: number, height: number): string;
  /** A clip made of any path data, in the user space of the element that uses it. */
  clipPath(d: string): string;
  /**
   * A repeating tile, drawn once per key. Tiling is far cheaper to render than thousands of
   * small shapes, and it follows the transform of the face that uses it.
   */
  pattern(key: string, width: number, height: number, draw: () => string): string;
  toString(): string;
}

export function createDefs(): Defs {
  const ids = new Map<string, string>();
  const elements: string[] = [];
  const define = (key: string, element: (id: string) => string) => {
    let id = ids.get(key);
    if (!id) {
      id = `d${ids.size}`;
      ids.set(key, id);
      elements.push(element(id));
    }
    return `url(#${id})`;
  };
  const stopsOf = (stops: readonly Stop[]) =>
    stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
  return {
    linear: (stops, from = [0, 0], to = [0, 1]) =>
      define(
        `l${JSON.stringify([stops, from, to])}`,
        (id) =>
          `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopsOf(stops)}</linearGradient>`,
      ),
    radial: (stops, centre = [0.5, 0.5]) =>
      define(
        `r${JSON.stringify([stops, centre])}`,
        (id) =>
          `<radialGradient id="${id}" cx="${centre[0]}" cy="${centre[1]}" r="0.5">${stopsOf(stops)}</radialGradient>`,
      ),
    clipRect: (width, height) =>
      define(
        `c${n(width)}x${n(height)}`,
        (id) => `<clipPath id="${id}"><rect width="${n(width)}" height="${n(height)}"/></clipPath>`,
      ),
    clipPath: (d) => define(`p${d}`, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`),
    pattern: (key, width, height, draw) =>
      define(
        `t${key}`,
        (id) =>
          `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${draw()}</pattern>`,
      ),
    toString: () => `<defs>${elements.join('')}</defs>`,
  };
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A closed polygon from flat x, y pairs. */
export const polygon = (points: readonly number[], fill: string, extra = '') =>
  `<polygon points="${points.map(n).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

export const group = (transform: string, content: string, extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${content}</g>`;

/** A soft contact shadow: a radial gradient fading to nothing, no blur filter needed. */
export const softShadow = (defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  ellipse(
    cx,
    cy,
    rx,
    ry,
    defs.radial([
      [0, '#1c1917', opacity],
      [0.6, '#1c1917', opacity * 0.55],
      [1, '#1c1917', 0],
    ]),
  );

/** Screen offset of one unit of depth: boxes recede up and to the right. */
export interface Depth {
  x: number;
  y: number;
}
export const DEPTH: Depth = { x: 0.55, y: -0.36 };

export interface BoxFaces {
  /** Each face draws in its own coordinates: front and side from the top edge down, top from the back edge forward. */
  front: (width: number, height: number) => string;
  top?: (width: number, depth: number) => string;
  side?: (depth: number, height: number) => string;
  /** Clip each face to its outline: only textures that spill over need it, and clipping costs render time. */
  clip?: boolean;
}

/**
 * A box in oblique projection: the front face at (x, y) sized width × height, receding
 * `depth` towards the upper right. The top is lightened and the side darkened, so a face
 * can reuse the same texture.
 */
export function box(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  faces: BoxFaces,
  d = DEPTH,
) {
  const face = (transform: string, w: number, h: number, content: string, light: string) =>
    group(
      transform,
      faces.clip ? group('', content, `clip-path="${defs.clipRect(w, h)}"`) + light : content + light,
    );
  const top = faces.top ?? faces.front;
  const side = faces.side ?? ((w: number, h: number) => faces.front(w, h));
  return (
    face(
      `matrix(1 0 ${n(-d.x)} ${n(-d.y)} ${n(x + depth * d.x)} ${n(y + depth * d.y)})`,
      width,
      depth,
      top(width, depth),
      rect(0, 0, width, depth, '#ffffff', 'fill-opacity="0.16"'),
    ) +
    face(
      `matrix(${d.x} ${d.y} 0 1 ${n(x + width)} ${n(y)})`,
      depth,
      height,
      side(depth, height),
      rect(0, 0, depth, height, '#0f172a', 'fill-opacity="0.22"'),
    ) +
    face(`translate(${n(x)} ${n(y)})`, width, height, faces.front(width, height), '')
  );
}

/** Wraps the drawing into a complete SVG document of the standard size. */
export const svgDocument = (defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs.toString()}${body}</svg>`;
