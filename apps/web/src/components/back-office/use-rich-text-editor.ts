import type { Editor } from '@tiptap/core';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createImageSources, editorExtensions, htmlOf, loadKit } from './rich-text-kit';
import { toolbarStateOf, type ToolbarState } from './rich-text-toolbar';

interface EditorOptions {
  mount: RefObject<HTMLDivElement | null>;
  value: string | undefined;
  onChange: ((html: string) => void) | undefined;
  ariaLabel: string | undefined;
  id: string | undefined;
  placeholder: string | undefined;
  disabled: boolean;
}

/**
 * The TipTap editor inside `mount`, created once its code has loaded: kept in step with the
 * field's value and attributes, and its toolbar state (what is active, what may be used).
 */
export function useRichTextEditor({
  mount,
  value,
  onChange,
  ariaLabel,
  id,
  placeholder,
  disabled,
}: EditorOptions) {
  const [sources] = useState(createImageSources);
  const [editor, setEditor] = useState<Editor>();
  const [toolbar, setToolbar] = useState<ToolbarState>();
  const [failed, setFailed] = useState(false);
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
  }, [sources, mount]);

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

  return { editor, toolbar, failed, sources };
}
