import { apiUrl } from '@lyp/shared/api/paths';
import { useRef, useState, type CSSProperties } from 'react';
import { uploadFile } from '../../lib/file-upload';
import { errorMessage } from './error-message';
import { IMAGE_ACCEPT, IMAGE_TYPES, MAX_IMAGE_MB } from './rich-text-kit';
import { RichTextLinkModal } from './rich-text-link-modal';
import { EditorToolbar } from './rich-text-toolbar';
import { useRichTextEditor } from './use-rich-text-editor';
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
  const [uploading, setUploading] = useState(false);
  const [linkDraft, setLinkDraft] = useState<string>(); // undefined: the link dialog is closed
  const mount = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { editor, toolbar, failed, sources } = useRichTextEditor({
    mount,
    value,
    onChange,
    ariaLabel,
    id,
    placeholder,
    disabled,
  });

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

  const off = disabled || !editor || editor.isDestroyed;
  const classes = ['rich-text-editor'];
  if (disabled) classes.push('is-disabled');

  return (
    <div
      className={classes.join(' ')}
      style={{ '--rich-text-min-height': `${minHeight}px` } as CSSProperties}
    >
      <EditorToolbar
        editor={editor}
        toolbar={toolbar}
        off={off}
        uploading={uploading}
        onLink={() => setLinkDraft((editor?.getAttributes('link').href as string | undefined) ?? '')}
        onPickImage={() => fileInput.current?.click()}
      />
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
      <RichTextLinkModal editor={editor} draft={linkDraft} onDraft={setLinkDraft} />
    </div>
  );
}
