import sanitizeHtml from 'sanitize-html';
import { ownPreviewId } from '@lyp/shared/files/preview-url';

/**
 * A seller's rich text, made safe to show to everyone: formatting tags only, no scripts,
 * no event handlers, no styles, links only to http(s) and mail, images only from our files.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'span',
      'h1',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'blockquote',
      'hr',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // Only our own file previews may be embedded: no tracking pixels, no mixed content.
    exclusiveFilter: (frame) => frame.tag === 'img' && ownPreviewId(frame.attribs.src ?? '') === undefined,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
  }).trim();
}
