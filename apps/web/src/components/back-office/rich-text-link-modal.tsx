import type { Editor } from '@tiptap/core';
import { Input, Modal } from 'antd';
import { useFeedback } from '../../lib/feedback';
import { LINK_REFUSED, linkHrefFrom } from './rich-text-kit';

/** 设置链接: the address for the selection (or inserted as text); empty removes the link. */
export function RichTextLinkModal({
  editor,
  draft,
  onDraft,
}: {
  editor: Editor | undefined;
  /** undefined: the dialog is closed. */
  draft: string | undefined;
  onDraft: (draft: string | undefined) => void;
}) {
  const { message } = useFeedback();
  const applyLink = () => {
    if (!editor) return;
    const href = linkHrefFrom(draft ?? '');
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
    onDraft(undefined);
  };
  return (
    <Modal
      title="设置链接"
      open={draft !== undefined}
      okText="确定"
      cancelText="取消"
      width={416}
      destroyOnHidden
      onOk={applyLink}
      onCancel={() => onDraft(undefined)}
    >
      <Input
        autoFocus
        aria-label="链接地址"
        placeholder="https://example.com 或 mailto:name@example.com"
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onPressEnter={applyLink}
      />
      <div className="rich-text-editor__hint">留空并确定可移除链接</div>
    </Modal>
  );
}
