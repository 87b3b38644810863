const SITE_NAME = '乐易拍';

/** The browser tab's title for a page: its own title, then the site's. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}
