import Icon, {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { apiUrl } from '@lyp/shared/api/paths';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Image } from '@tiptap/extension-image';
import type { Editor } from '@tiptap/core';
import type { StarterKit } from '@tiptap/starter-kit';
import { App, Button, Input, Modal, Tooltip } from 'antd';
import {
  Fragment,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { download } from '../../lib/api-call';
import { uploadFile } from '../../lib/file-upload';
import { errorMessage } from './error-message';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the writing area in px, toolbar excluded. */
  minHeight?: number;
  'aria-label'?: string;
  /** Set by Form.Item; put on the editable element so scrollToField finds it. */
  id?: string;
}

/** The server keeps only images of our own files (apps/server/src/lib/html-sanitizer.ts). */
const OWN_IMAGE = /^\/lyp\/api\/file\/preview\/[0-9a-f-]{36}$/;
/** What the server stores as images (it checks the bytes); see image-upload.tsx. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MAX_IMAGE_MB = 5;
const LINK_REFUSED = '链接只支持 http://、https:// 或 mailto: 开头的地址';

/** A link's scheme, whitespace and control characters ignored as browsers do; null if relative. */
const schemeOf = (href: string) =>
  // eslint-disable-next-line no-control-regex
  /^([^/?#]*):/.exec(href.replace(/[\s\u0000-\u001f]/g, ''))?.[1]?.toLowerCase() ?? null;

/** Links pasted or typed may be relative or http(s)/mailto; never javascript:, data: and the like. */
const isAllowedHref = (href: string) => ['http', 'https', 'mailto', null].includes(schemeOf(href));

/** The dialog's entry as an href: '' removes the link, null refuses it, a bare domain gets https://. */
function linkHrefFrom(entry: string): string | null {
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

const htmlOf = (editor: Editor) => (isBlank(editor.state.doc) ? '' : editor.getHTML());

/**
 * Where the editor shows an image from. A fresh upload, and a draft's image, is readable only
 * with the token, which an <img> does not send: show this session's uploads from the local
 * file, and fetch any other image that fails to load through the API client. The HTML keeps
 * the server's address either way.
 */
function createImageSources() {
  const local = new Map<string, string>();
  const canCreate = typeof URL.createObjectURL === 'function';
  return {
    remember(src: string, file: Blob) {
      if (canCreate) local.set(src, URL.createObjectURL(file));
    },
    shown: (src: string) => local.get(src) ?? src,
    async loadWithToken(src: string): Promise<string | undefined> {
      const id = OWN_IMAGE.test(src) ? src.split('/').pop() : undefined;
      if (!id || !canCreate) return undefined;
      const response = await download('filePreview', { id }, { clearUserInfoOnAuthFailure: false });
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
const loadKit = () =>
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

function editorExtensions(kit: Kit, sources: ImageSources) {
  const image = kit.Image.extend({
    // Only what the server keeps: our own files, src and alt, no markdown input rule.
    addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
    parseHTML: () => [
      { tag: 'img[src]', getAttrs: (img) => (OWN_IMAGE.test(img.getAttribute('src') ?? '') ? null : false) },
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

/** An svg quote mark: @ant-design/icons has none. */
const QuoteSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M4 11.5C4 7.9 6.1 5.5 9.5 4.5l.7 1.6C8 7 7 8.5 7 10h3v8H4v-6.5Zm10 0c0-3.6 2.1-6 5.5-7l.7 1.6C18 7 17 8.5 17 10h3v8h-6v-6.5Z" />
  </svg>
);

type Chain = ReturnType<Editor['chain']>;

interface CommandButton {
  label: string;
  icon: ReactNode;
  apply: (chain: Chain) => Chain;
  isActive?: (editor: Editor) => boolean;
  /** Undo and redo: only when there is something to undo or redo. */
  canApply?: (editor: Editor) => boolean;
}

const textIcon = (text: string) => <span className="rich-text-editor__text-icon">{text}</span>;

/**
 * The toolbar's plain commands, in groups between dividers; link and image have dialogs.
 * Built on first use, so that pages importing the index without an editor drop it all.
 */
let commandGroups: CommandButton[][] | undefined;
const commandGroupsOf = (): CommandButton[][] =>
  (commandGroups ??= [
    [
      { label: '撤销', icon: <UndoOutlined />, apply: (c) => c.undo(), canApply: (e) => e.can().undo() },
      { label: '重做', icon: <RedoOutlined />, apply: (c) => c.redo(), canApply: (e) => e.can().redo() },
    ],
    [2, 3].map((level) => ({
      label: level === 2 ? '二级标题' : '三级标题',
      icon: textIcon(`H${level}`),
      apply: (c) => c.toggleHeading({ level: level as 2 | 3 }),
      isActive: (e) => e.isActive('heading', { level }),
    })),
    [
      { label: '加粗', icon: <BoldOutlined />, mark: 'bold' },
      { label: '斜体', icon: <ItalicOutlined />, mark: 'italic' },
      { label: '下划线', icon: <UnderlineOutlined />, mark: 'underline' },
      { label: '删除线', icon: <StrikethroughOutlined />, mark: 'strike' },
    ].map(({ mark, ...button }) => ({
      ...button,
      apply: (c) => c.toggleMark(mark),
      isActive: (e) => e.isActive(mark),
    })),
    [
      {
        label: '无序列表',
        icon: <UnorderedListOutlined />,
        apply: (c) => c.toggleBulletList(),
        isActive: (e) => e.isActive('bulletList'),
      },
      {
        label: '有序列表',
        icon: <OrderedListOutlined />,
        apply: (c) => c.toggleOrderedList(),
        isActive: (e) => e.isActive('orderedList'),
      },
      {
        label: '引用',
        icon: <Icon component={QuoteSvg} />,
        apply: (c) => c.toggleBlockquote(),
        isActive: (e) => e.isActive('blockquote'),
      },
      { label: '分隔线', icon: <MinusOutlined />, apply: (c) => c.setHorizontalRule() },
    ],
  ]);
const commandsOf = () => commandGroupsOf().flat();

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, active, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        className={active ? 'rich-text-editor__button is-active' : 'rich-text-editor__button'}
        // Keeps the focus, and so the selection, in the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** What the toolbar and the placeholder show; recomputed on each transaction. */
function toolbarStateOf(editor: Editor) {
  const { doc } = editor.state;
  return {
    showPlaceholder:
      doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && doc.firstChild.content.size === 0,
    link: editor.isActive('link'),
    active: commandsOf()
      .filter((button) => button.isActive?.(editor))
      .map((button) => button.label),
    unusable: commandsOf()
      .filter((button) => button.canApply?.(editor) === false)
      .map((button) => button.label),
  };
}
type ToolbarState = ReturnType<typeof toolbarStateOf>;

/**
 * A Form.Item field for rich text (a bulletin's body). The value is HTML restricted to what
 * the server keeps; images go up through uploadFile and are embedded by their preview address.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, placeholder, disabled = false, minHeight = 240, id } = props;
  const ariaLabel = props['aria-label'];
  const { message } = App.useApp();
  const [sources] = useState(createImageSources);
  const [editor, setEditor] = useState<Editor>();
  const [toolbar, setToolbar] = useState<ToolbarState>();
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [linkDraft, setLinkDraft] = useState<string>(); // undefined: the link dialog is closed
  const mount = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    let created: Editor | undefined;
    loadKit().then(
      (kit) => {
        if (!live || !mount.current) return;
        created = new kit.Editor({
          element: mount.current,
          extensions: editorExtensions(kit, sources),
          onUpdate: ({ editor: current }) => onChangeRef.current?.(htmlOf(current)),
          onTransaction: ({ editor: current }) => {
            const next = toolbarStateOf(current);
            setToolbar((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
          },
        });
        setToolbar(toolbarStateOf(created));
        setEditor(created);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      created?.destroy();
    };
  }, [sources]);

  // An outside value (a reset, a loaded draft) replaces the text; our own echo does not,
  // so the cursor stays put while typing. Not an undo step, and no onChange back. A layout
  // effect: it runs in the commit of the render that brought the value, before the next key
  // can reach the editor, so an echo is never compared with text typed after it (lost keys).
  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next === htmlOf(editor)) return;
    editor.chain().setMeta('addToHistory', false).setContent(next, { emitUpdate: false }).run();
  }, [editor, value]);

  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const attributes: Record<string, string> = { 'aria-multiline': 'true' };
    if (ariaLabel) attributes['aria-label'] = ariaLabel;
    if (id) attributes.id = id;
    if (placeholder) attributes['aria-placeholder'] = placeholder;
    editor.setOptions({ editorProps: { attributes } });
    editor.setEditable(!disabled, false);
  }, [editor, ariaLabel, id, placeholder, disabled]);

  useEffect(() => () => sources.revokeAll(), [sources]);

  const insertImage = async (file: File) => {
    if (!IMAGE_TYPES.has(file.type)) return void message.error('只能插入 JPG、PNG 格式的图片');
    if (file.size > MAX_IMAGE_MB * 1024 * 1024)
      return void message.error(`图片大小不能超过 ${MAX_IMAGE_MB}MB`);
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      if (!editor || editor.isDestroyed) return;
      const src = apiUrl('filePreview', { id: stored.id });
      sources.remember(src, file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const applyLink = () => {
    if (!editor) return;
    const href = linkHrefFrom(linkDraft ?? '');
    if (href === null) return void message.error(LINK_REFUSED);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      // Nothing selected: the address becomes the text; what is typed next is not part of it.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    else chain.setLink({ href }).run();
    setLinkDraft(undefined);
  };

  const off = disabled || !editor || editor.isDestroyed;
  const run = (command: (chain: Chain) => Chain) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const classes = ['rich-text-editor'];
  if (disabled) classes.push('is-disabled');

  return (
    <div
      className={classes.join(' ')}
      style={{ '--rich-text-min-height': `${minHeight}px` } as CSSProperties}
    >
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label="格式">
        {commandGroupsOf().map((group, index) => (
          <Fragment key={group[0]?.label}>
            {index > 0 && <span className="rich-text-editor__divider" />}
            {group.map((button) => (
              <ToolButton
                key={button.label}
                label={button.label}
                icon={button.icon}
                active={button.isActive && toolbar?.active.includes(button.label)}
                disabled={off || toolbar?.unusable.includes(button.label)}
                onClick={run(button.apply)}
              />
            ))}
          </Fragment>
        ))}
        <span className="rich-text-editor__divider" />
        <ToolButton
          label="链接"
          icon={<LinkOutlined />}
          active={toolbar?.link}
          disabled={off}
          onClick={() => setLinkDraft((editor?.getAttributes('link').href as string | undefined) ?? '')}
        />
        <ToolButton
          label="插入图片"
          icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
          disabled={off || uploading}
          onClick={() => fileInput.current?.click()}
        />
        <ToolButton
          label="清除格式"
          icon={<ClearOutlined />}
          disabled={off}
          onClick={run((c) => c.unsetAllMarks().clearNodes())}
        />
      </div>
      <div className="rich-text-editor__body" aria-busy={uploading || undefined}>
        {placeholder && (toolbar ? toolbar.showPlaceholder : !value) && (
          <div className="rich-text-editor__placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        {failed && <div className="rich-text-editor__placeholder">编辑器加载失败，请刷新页面重试</div>}
        {/* ProseMirror owns this element's children; React never renders into it. */}
        <div ref={mount} className="rich-text-editor__content" />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be picked again
          if (file) void insertImage(file);
        }}
      />
      <Modal
        title="设置链接"
        open={linkDraft !== undefined}
        okText="确定"
        cancelText="取消"
        width={416}
        destroyOnHidden
        onOk={applyLink}
        onCancel={() => setLinkDraft(undefined)}
      >
        <Input
          autoFocus
          aria-label="链接地址"
          placeholder="https://example.com 或 mailto:name@example.com"
          value={linkDraft}
          onChange={(event) => setLinkDraft(event.target.value)}
          onPressEnter={applyLink}
        />
        <div className="rich-text-editor__hint">留空并确定可移除链接</div>
      </Modal>
    </div>
  );
}
