import type { Editor } from '@tiptap/core';
import type { Image } from '@tiptap/extension-image';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { StarterKit } from '@tiptap/starter-kit';
import { ownPreviewId } from '@lyp/shared/files/preview-url';
import { previewWithToken } from './file-api';

/** The rich-text editor's rules and its TipTap set-up, apart from its React component. */

/** What the server stores as images (it checks the bytes); see image-upload.tsx. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const MAX_IMAGE_MB = 5;
export const LINK_REFUSED = '链接只支持 http://、https:// 或 mailto: 开头的地址';

/** A link's scheme, whitespace and control characters ignored as browsers do; null if relative. */
const schemeOf = (href: string) =>
  // eslint-disable-next-line no-control-regex
  /^([^/?#]*):/.exec(href.replace(/[\s\u0000-\u001f]/g, ''))?.[1]?.toLowerCase() ?? null;

/** Links pasted or typed may be relative or http(s)/mailto; never javascript:, data: and the like. */
const isAllowedHref = (href: string) => ['http', 'https', 'mailto', null].includes(schemeOf(href));

/** The dialog's entry as an href: '' removes the link, null refuses it, a bare domain gets https://. */
export function linkHrefFrom(entry: string): string | null {
  const text = entry.trim();
  if (!text) return '';
  const href = schemeOf(text) === null && /^[\w-]+(\.[\w-]+)+/.test(text) ? `https://${text}` : text;
  return /^(https?:\/\/[^\s/]+|mailto:\S+)/i.test(href) && isAllowedHref(href) ? href : null;
}

/** No text and no image or rule: what a required rule should see as empty. */
function isBlank(doc: ProseMirrorNode): boolean {
  if (doc.textContent.trim()) return false;
  let blank = true;
  doc.descendants((node) => {
    if (node.isLeaf && !node.isText && node.type.name !== 'hardBreak') blank = false;
    return blank;
  });
  return blank;
}

export const htmlOf = (editor: Editor) => (isBlank(editor.state.doc) ? '' : editor.getHTML());

/**
 * Where the editor shows an image from. A fresh upload, and a draft's image, is readable only
 * with the token, which an <img> does not send: show this session's uploads from the local
 * file, and fetch any other image that fails to load through the API client. The HTML keeps
 * the server's address either way.
 */
export function createImageSources() {
  const local = new Map<string, string>();
  const canCreate = typeof URL.createObjectURL === 'function';
  return {
    remember(src: string, file: Blob) {
      if (canCreate) local.set(src, URL.createObjectURL(file));
    },
    shown: (src: string) => local.get(src) ?? src,
    async loadWithToken(src: string): Promise<string | undefined> {
      // The server keeps only images of our own files (apps/server/src/lib/html-sanitizer.ts).
      const id = ownPreviewId(src);
      if (!id || !canCreate) return undefined;
      const response = await previewWithToken(id);
      local.set(src, URL.createObjectURL(await response.blob()));
      return local.get(src);
    },
    revokeAll() {
      local.forEach((url) => URL.revokeObjectURL(url));
      local.clear();
    },
  };
}
type ImageSources = ReturnType<typeof createImageSources>;

/**
 * TipTap and ProseMirror (about 135 KB gzip) load when an editor first mounts. Every
 * back-office page imports this folder's index; a static import here would put them in the
 * bundle of each, editor or not.
 */
let kitLoading: Promise<Kit> | undefined;
export const loadKit = () =>
  (kitLoading ??= Promise.all([
    import('@tiptap/core'),
    import('@tiptap/starter-kit'),
    import('@tiptap/extension-image'),
  ]).then(
    ([{ Editor }, { StarterKit }, { Image }]) => ({ Editor, StarterKit, Image }),
    (error: unknown) => {
      kitLoading = undefined; // the next editor tries again
      throw error;
    },
  ));
interface Kit {
  Editor: typeof Editor;
  StarterKit: typeof StarterKit;
  Image: typeof Image;
}

export function editorExtensions(kit: Kit, sources: ImageSources) {
  const image = kit.Image.extend({
    // Only what the server keeps: our own files, src and alt, no markdown input rule.
    addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
    parseHTML: () => [
      { tag: 'img[src]', getAttrs: (img) => (ownPreviewId(img.getAttribute('src') ?? '') ? null : false) },
    ],
    addInputRules: () => [],
    addNodeView: () => (props) => {
      const img = document.createElement('img');
      let node = props.node;
      let retried = false;
      const show = () => {
        img.alt = (node.attrs.alt as string | null) ?? '';
        const src = sources.shown(node.attrs.src as string);
        if (img.getAttribute('src') !== src) img.src = src;
      };
      img.addEventListener('error', () => {
        if (retried) return;
        retried = true;
        sources.loadWithToken(node.attrs.src as string).then(
          (url) => {
            if (url) img.src = url;
          },
          () => {},
        );
      });
      show();
      return {
        dom: img,
        update: (next) => {
          if (next.type !== node.type) return false;
          if (next.attrs.src !== node.attrs.src) retried = false;
          node = next;
          show();
          return true;
        },
      };
    },
  });
  return [
    kit.StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (href, context) => context.defaultValidate(href) && isAllowedHref(href ?? ''),
      },
    }),
    image,
  ];
}
