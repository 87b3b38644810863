import { render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { FeedbackApp } from '../../../test/feedback-app';
import { fileInput, pngFile, serveUpload, storedPicture, uploadingUser } from '../../../test/upload-stub';

const STORED_ID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b';

const stored = storedPicture(STORED_ID, '拍品.png');

const DRAFT = '<p>已保存的草稿</p>';

function Field({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <FeedbackApp>
      <RichTextEditor
        aria-label="公告正文"
        placeholder="请输入公告正文"
        value={html}
        onChange={(next) => {
          onChange?.(next);
          setHtml(next);
        }}
      />
      <output aria-label="字段值">{html}</output>
      <button type="button" onClick={() => setHtml(DRAFT)}>
        载入草稿
      </button>
    </FeedbackApp>
  );
}

/** The editable text, once the editor's code has loaded. */
const editable = () => screen.findByRole('textbox', { name: '公告正文' });
const fieldValue = () => screen.getByLabelText('字段值').textContent;
const png = () => pngFile('拍品.png');
const user = uploadingUser;

// ProseMirror measures the layout to scroll the selection into view; jsdom has no layout.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const shims: [object, string, unknown][] = [
  [document, 'elementFromPoint', () => null],
  [Range.prototype, 'getBoundingClientRect', emptyRect],
  [Range.prototype, 'getClientRects', () => Object.assign([], { item: () => null })],
];
const originals = shims.map(([target, key]) => Object.getOwnPropertyDescriptor(target, key));

// antd and ProseMirror render slowly in jsdom on a busy shared machine.
describe('<RichTextEditor>', { timeout: 20_000 }, () => {
  beforeAll(() => {
    for (const [target, key, value] of shims)
      Object.defineProperty(target, key, { configurable: true, writable: true, value });
  });
  afterAll(() => {
    shims.forEach(([target, key], index) => {
      const original = originals[index];
      if (original) Object.defineProperty(target, key, original);
      else delete (target as Record<string, unknown>)[key];
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the HTML it is given', async () => {
    render(<Field initial="<h2>拍卖须知</h2><p>请<strong>按时</strong>缴纳保证金</p>" />);
    const box = await editable();
    expect(within(box).getByText('拍卖须知').tagName).toBe('H2');
    expect(within(box).getByText('按时').tagName).toBe('STRONG');
  });

  it('emits what is typed as HTML, losing no keystroke, and hides the placeholder', async () => {
    render(<Field />);
    expect(screen.getByText('请输入公告正文')).toBeInTheDocument();
    const events = user();
    await events.click(await editable());
    await events.keyboard('第一期竞价公告正文');

    await waitFor(() => expect(fieldValue()).toBe('<p>第一期竞价公告正文</p>'));
    expect(screen.queryByText('请输入公告正文')).toBeNull();
  });

  it('wraps the selection in <strong> when 加粗 is pressed, and shows the button as active', async () => {
    render(<Field initial="<p>起拍价</p>" />);
    const events = user();
    await events.click(await editable());
    await events.keyboard('{Control>}a{/Control}');
    await events.click(screen.getByRole('button', { name: '加粗' }));

    await waitFor(() => expect(fieldValue()).toBe('<p><strong>起拍价</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('emits an empty string, not an empty paragraph, once all text is deleted', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>草稿</p>" onChange={onChange} />);
    const events = user();
    await events.click(await editable());
    await events.keyboard('{Control>}a{/Control}{Backspace}');

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByText('请输入公告正文')).toBeInTheDocument();
  });

  it('replaces its content when the value changes from outside, without echoing it back', async () => {
    const onChange = vi.fn();
    render(<Field initial="<p>旧内容</p>" onChange={onChange} />);
    const box = await editable();
    expect(within(box).getByText('旧内容')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: '载入草稿' }));

    await waitFor(() => expect(within(box).getByText('已保存的草稿')).toBeInTheDocument());
    expect(within(box).queryByText('旧内容')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a picked picture and embeds it by its preview address', async () => {
    const requests = serveUpload({ status: 200, body: stored });
    render(<Field initial="<p>拍品图片：</p>" />);
    await editable();

    await user().upload(fileInput(), png());

    await waitFor(() =>
      expect(fieldValue()).toContain(`<img src="/lyp/api/file/preview/${STORED_ID}" alt="拍品.png">`),
    );
    expect(requests).toEqual([{ url: '/lyp/api/file/upload', method: 'POST' }]);
  });

  it('spins the 插入图片 button while the picture uploads', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<Field />);
    await editable();

    await user().upload(fileInput(), png());

    const button = screen.getByRole('button', { name: '插入图片' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    answer(new Response(JSON.stringify(stored), { headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button.querySelector('.anticon-loading')).toBeNull();
  });

  it('tells why the server refused a picture and leaves the text unchanged', async () => {
    serveUpload({ status: 400, body: { code: 1, msg: '不支持的文件类型', error: 'FILE_TYPE_NOT_ALLOWED' } });
    render(<Field initial="<p>正文</p>" />);
    await editable();

    await user().upload(fileInput(), png());

    expect(await screen.findByText('不支持的文件类型')).toBeInTheDocument();
    expect(fieldValue()).toBe('<p>正文</p>');
    expect(screen.getByRole('button', { name: '插入图片' })).toBeEnabled();
  });

  it('refuses a picture that is not JPG or PNG without sending it', async () => {
    const requests = serveUpload({ status: 200, body: stored });
    render(<Field initial="<p>正文</p>" />);
    await editable();

    await user().upload(fileInput(), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));

    expect(await screen.findByText('只能插入 JPG、PNG 格式的图片')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a javascript: link with a message and adds no link', async () => {
    render(<Field initial="<p>详见链接</p>" />);
    const events = user();
    await events.click(await editable());
    await events.keyboard('{Control>}a{/Control}');
    await events.click(screen.getByRole('button', { name: '链接' }));
    await events.type(await screen.findByLabelText('链接地址'), 'javascript:alert(1)');
    await events.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('链接只支持 http://、https:// 或 mailto: 开头的地址')).toBeInTheDocument();
    expect(fieldValue()).toBe('<p>详见链接</p>');
  });

  it('links the selected text to an https address', async () => {
    render(<Field initial="<p>详见链接</p>" />);
    const events = user();
    await events.click(await editable());
    await events.keyboard('{Control>}a{/Control}');
    await events.click(screen.getByRole('button', { name: '链接' }));
    await events.type(await screen.findByLabelText('链接地址'), 'example.com/rules{Enter}');

    await waitFor(() =>
      expect(fieldValue()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/rules">详见链接</a></p>',
      ),
    );
  });

  it('works as a Form.Item field whose required rule fails once the text is deleted', async () => {
    render(
      <FeedbackApp>
        <Form initialValues={{ content: '<p>草稿</p>' }}>
          <Form.Item name="content" rules={[{ required: true, message: '正文不能为空' }]}>
            <RichTextEditor aria-label="公告正文" />
          </Form.Item>
        </Form>
      </FeedbackApp>,
    );
    expect(await editable()).toHaveAttribute('id', 'content');
    const events = user();
    await events.click(await editable());
    await events.keyboard('{Control>}a{/Control}{Backspace}');

    expect(await screen.findByText('正文不能为空')).toBeInTheDocument();
  });

  it('drops pasted or loaded images that are not our own files', async () => {
    render(
      <Field
        initial={`<p>图</p><img src="https://evil.example/x.png"><img src="/lyp/api/file/preview/${STORED_ID}">`}
      />,
    );
    const images = (await editable()).querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', `/lyp/api/file/preview/${STORED_ID}`);
  });
});
