import Icon, {
  BoldOutlined,
  ClearOutlined,
  LinkOutlined,
  LoadingOutlined,
  PictureOutlined,
  ItalicOutlined,
  MinusOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { Button, Tooltip } from 'antd';
import { Fragment, type ReactNode } from 'react';

/** The rich-text editor's toolbar: its commands, their buttons and what shows as active. */

/** An svg quote mark: @ant-design/icons has none. */
const QuoteSvg = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d="M4 11.5C4 7.9 6.1 5.5 9.5 4.5l.7 1.6C8 7 7 8.5 7 10h3v8H4v-6.5Zm10 0c0-3.6 2.1-6 5.5-7l.7 1.6C18 7 17 8.5 17 10h3v8h-6v-6.5Z" />
  </svg>
);

export type Chain = ReturnType<Editor['chain']>;

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
export const commandGroupsOf = (): CommandButton[][] =>
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
        // The button carries the name; a drawing without one is hidden from screen readers.
        icon: <Icon component={QuoteSvg} aria-hidden />,
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

export function ToolButton({ label, icon, onClick, active, disabled }: ToolButtonProps) {
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
export function toolbarStateOf(editor: Editor) {
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
export type ToolbarState = ReturnType<typeof toolbarStateOf>;

/** The toolbar above the writing area: the plain commands, then link, image and clear. */
export function EditorToolbar({
  editor,
  toolbar,
  off,
  uploading,
  onLink,
  onPickImage,
}: {
  editor: Editor | undefined;
  toolbar: ToolbarState | undefined;
  /** Nothing may be used: disabled, or the editor not there (yet). */
  off: boolean;
  uploading: boolean;
  onLink: () => void;
  onPickImage: () => void;
}) {
  const run = (command: (chain: Chain) => Chain) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  return (
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
        onClick={onLink}
      />
      <ToolButton
        label="插入图片"
        icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
        disabled={off || uploading}
        onClick={onPickImage}
      />
      <ToolButton
        label="清除格式"
        icon={<ClearOutlined />}
        disabled={off}
        onClick={run((c) => c.unsetAllMarks().clearNodes())}
      />
    </div>
  );
}
