import type { PreviewWidth } from '@lyp/shared/files/file.schemas';

/**
 * How wide each kind of picture is drawn (CSS px, from the marketplace styles) and which of the
 * server's copies it is offered in, so a 2× screen gets a sharp picture and a 1× one no more
 * bytes than it shows. `src` is the copy for a browser that ignores srcset.
 */
export interface PictureSize {
  src: PreviewWidth;
  widths: readonly PreviewWidth[];
  sizes: string;
}

/** Lot cards: four to a 1168 px row (about 280 px), two below 992 px, one below 576 px. */
export const LOT_COVER: PictureSize = {
  src: 320,
  widths: [320, 640, 960],
  sizes: '(max-width: 575px) 100vw, (max-width: 991px) 50vw, 280px',
};

/** The lot page's first picture: 11 of 24 columns (about 510 px), full width below 992 px. */
export const GALLERY_MAIN: PictureSize = {
  src: 640,
  widths: [640, 960, 1280],
  sizes: '(max-width: 991px) 100vw, 520px',
};

/** The lot page's other pictures: a quarter of the gallery's width. */
export const GALLERY_THUMB: PictureSize = {
  src: 320,
  widths: [320, 640],
  sizes: '(max-width: 991px) 25vw, 130px',
};

/** Home banners fill the page's width. */
export const BANNER: PictureSize = {
  src: 960,
  widths: [640, 960, 1280],
  sizes: '100vw',
};
