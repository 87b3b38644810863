import { ClearOutlined, LinkOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { apiUrl } from '@lyp/shared/api/paths';
import type { Editor } from '@tiptap/core';
import { Input, Modal } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { uploadFile } from '../../lib/file-upload';
import { errorMessage } from './error-message';
import {
  createImageSources,
  editorExtensions,
  htmlOf,
  IMAGE_ACCEPT,
  IMAGE_TYPES,
  LINK_REFUSED,
  linkHrefFrom,
  loadKit,
  MAX_IMAGE_MB,
} from './rich-text-kit';
import {
  commandGroupsOf,
  ToolButton,
  toolbarStateOf,
  type Chain,
  type ToolbarState,
} from './rich-text-toolbar';
import './rich-text-editor.css';
import { useFeedback } from '../../lib/feedback';

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

/**
 * A Form.Item field for rich text (a bulletin's body). The value is HTML restricted to what
 * the server keeps; images go up through uploadFile and are embedded by their preview address.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, placeholder, disabled = false, minHeight = 240, id } = props;
  const ariaLabel = props['aria-label'];
  const { message } = useFeedback();
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
