import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';
import { FeedbackApp } from '../../../test/feedback-app';
import { fileInput, pngFile, serveUpload, storedPicture, uploadingUser } from '../../../test/upload-stub';

const STORED_ID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b';
const EXISTING_ID = '11111111-2222-4333-8444-555555555555';

const stored = storedPicture(STORED_ID, 'banner.png');

function Field({ initial, maxSizeMb }: { initial: string[]; maxSizeMb?: number }) {
  const [ids, setIds] = useState(initial);
  return (
    <FeedbackApp>
      <ImageUpload multiple value={ids} onChange={setIds} maxSizeMb={maxSizeMb} />
      <output aria-label="字段值">{ids.join(',')}</output>
    </FeedbackApp>
  );
}

const png = (bytes?: number) => pngFile('banner.png', bytes);
const user = uploadingUser;

// antd renders slowly in jsdom on a busy shared machine.
describe('<ImageUpload>', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a picture and holds its file id as the field’s value', async () => {
    const requests = serveUpload({ status: 200, body: stored });
    render(<Field initial={[EXISTING_ID]} />);

    await user().upload(fileInput(), png());

    await waitFor(() =>
      expect(screen.getByLabelText('字段值')).toHaveTextContent(`${EXISTING_ID},${STORED_ID}`),
    );
    expect(requests).toEqual([{ url: '/lyp/api/file/upload', method: 'POST' }]);
  });

  it('shows a stored picture from the server’s preview address', () => {
    render(<Field initial={[EXISTING_ID]} />);
    const image = document.querySelector('.ant-upload-list img');
    expect(image).toHaveAttribute('src', `/lyp/api/file/preview/${EXISTING_ID}`);
  });

  it('refuses a file that is not JPG or PNG without sending it', async () => {
    const requests = serveUpload({ status: 200, body: stored });
    render(<Field initial={[]} />);

    await user().upload(fileInput(), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));

    expect(await screen.findByText('只能上传 JPG、PNG 格式的图片')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('refuses a picture larger than maxSizeMb', async () => {
    const requests = serveUpload({ status: 200, body: stored });
    render(<Field initial={[]} maxSizeMb={1} />);

    await user().upload(fileInput(), png(1024 * 1024 + 1));

    expect(await screen.findByText('图片大小不能超过 1MB')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('tells why the server refused an upload and keeps the value unchanged', async () => {
    serveUpload({
      status: 400,
      body: { code: 1, msg: '不支持的文件类型', error: 'FILE_TYPE_NOT_ALLOWED' },
    });
    render(<Field initial={[]} />);

    await user().upload(fileInput(), png());

    expect(await screen.findByText('不支持的文件类型')).toBeInTheDocument();
    expect(screen.getByLabelText('字段值')).toHaveTextContent('');
    expect(document.querySelector('.ant-upload-list-item-error')).not.toBeNull();
  });
});
