export {
  drawGoodsIllustration,
  goodsIllustrationSvg,
  GOODS_ILLUSTRATION_VIEWS,
  ILLUSTRATED_GOODS_CATEGORIES,
} from './goods-illustrations';
export { formatYuan, renderTermsPdf, type TermsPdfInput } from './terms-pdf';
export { renderPriorityProofPdf, type PriorityProofInput } from './priority-proof-pdf';
