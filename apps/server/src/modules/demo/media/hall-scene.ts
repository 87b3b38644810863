import { type Defs, ellipse, HEIGHT, line, polygon, type Random, rect, WIDTH } from './svg-kit';

export interface HallOptions {
  /** Where the floor meets the back wall. */
  wallBase?: number;
  floor?: 'concrete' | 'epoxy';
  lamps?: boolean;
}

/** High windows with mullions, and the light falling in through them. */
function hallWindows(defs: Defs, wallBase: number) {
  let out = '';
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
  return out;
}

/** Roof with trusses, the painted lower wall and the H-section columns. */
function hallFrame(wallBase: number) {
  let out = '';
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
  return out;
}

/** Hanging lamps and their light cones. */
function hallLamps(defs: Defs, wallBase: number) {
  let out = '';
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
  return out;
}

/** The floor, its walkway lines and its sheen. */
function hallFloor(defs: Defs, wallBase: number, floor: NonNullable<HallOptions['floor']>) {
  let out = '';
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
  out += hallWindows(defs, wallBase);
  out += hallFrame(wallBase);
  if (lamps) out += hallLamps(defs, wallBase);

  return out + hallFloor(defs, wallBase, floor);
}
