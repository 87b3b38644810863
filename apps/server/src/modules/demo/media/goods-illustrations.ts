import { Resvg } from '@resvg/resvg-js';
import { drawWastePaper, drawWastePlastic } from './bale-goods';
import { drawUsedEquipment } from './equipment-goods';
import { drawNonferrousMetal } from './nonferrous-goods';
import { drawRealEstate, drawVehicle } from './property-goods';
import { drawScrapSteel } from './steel-goods';
import { drawCrates, drawUsedMaterials } from './stock-goods';
import { createRandom, type Random, WIDTH } from './svg-kit';

/**
 * Pictures of the demo's goods, drawn by the project itself as flat SVG illustrations and
 * rendered to PNG, so the demo marketplace has images without shipping any downloaded ones.
 */

type Drawing = (view: number, random: Random) => string;

/** One drawing per value of the goods-category dictionary. */
const DRAWINGS: Readonly<Record<string, Drawing>> = {
  scrap_steel: drawScrapSteel,
  nonferrous_metal: drawNonferrousMetal,
  waste_paper: drawWastePaper,
  waste_plastic: drawWastePlastic,
  used_materials: drawUsedMaterials,
  used_equipment: drawUsedEquipment,
  vehicle: drawVehicle,
  real_estate: drawRealEstate,
  other: drawCrates,
};

/** Each category has this many compositions; other view numbers wrap around. */
export const GOODS_ILLUSTRATION_VIEWS = 3;

export const ILLUSTRATED_GOODS_CATEGORIES = Object.keys(DRAWINGS);

/** The SVG source of an illustration; an unknown category gets the generic crate scene. */
export function goodsIllustrationSvg(category: string, view: number): string {
  const known = Object.hasOwn(DRAWINGS, category) ? category : 'other';
  const whole = Number.isFinite(view) ? Math.trunc(view) : 0;
  const wrapped = ((whole % GOODS_ILLUSTRATION_VIEWS) + GOODS_ILLUSTRATION_VIEWS) % GOODS_ILLUSTRATION_VIEWS;
  // Seeded by category and view: the same picture comes out byte for byte every time.
  return DRAWINGS[known]!(wrapped, createRandom(`${known}:${wrapped}`));
}

/**
 * A 960×720 PNG of the goods of a category; `view` (0, 1, 2) picks another composition of
 * the same goods, so a lot can show two or three pictures. No text is drawn, so no fonts
 * are loaded.
 */
export function drawGoodsIllustration(category: string, view: number): Buffer {
  return new Resvg(goodsIllustrationSvg(category, view), {
    fitTo: { mode: 'width', value: WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}
