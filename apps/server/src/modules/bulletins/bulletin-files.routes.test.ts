import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { addDraft, bulletinBody, errorOf } from '../../../test/bulletin-fixtures';
import { addSeller } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

const bulletinCount = () => countRows(t, sql`select count(*) as n from bulletins`);
const add = (body: Record<string, unknown>) =>
  t.call('POST', 'bulletinAdd', { token: tokens.seller, body: bulletinBody(t, body) });
const edit = (id: number, body: Record<string, unknown>) =>
  t.call('POST', 'bulletinEdit', { token: tokens.seller, body: { id, ...bulletinBody(t, body) } });
const get = async (id: number) =>
  dataOf<BulletinView>(await t.call('GET', 'bulletinGet', { token: tokens.seller, params: { id } }));
const removeFile = (id: string) => t.call('POST', 'fileDelete', { token: tokens.seller, params: { id } });

/** A draft with an attachment and an image on its first lot, all the seller's uploads. */
async function draftWithFiles() {
  const attachment = await uploadSample(t, tokens.seller, 'xlsx');
  const image = await uploadSample(t, tokens.seller, 'png');
  const draft = await addDraft(t, tokens.seller, {
    attachmentFileIds: [attachment.id],
    lots: [lotInput(t, { imageFileIds: [image.id] }), lotInput(t, { title: '废铜 一批' })],
  });
  return { draft, attachment, image };
}

describe('files attached to a bulletin', () => {
  it('attaches the seller’s own uploads: documents to the bulletin, images to its lots', async () => {
    const { draft, attachment, image } = await draftWithFiles();
    expect(draft.attachmentFileIds).toEqual([attachment.id]);
    expect(draft.lots.map((lot) => lot.imageFileIds)).toEqual([[image.id], []]);
    expect(await get(draft.id)).toEqual(draft);
  });

  it('refuses another user’s or a missing upload as if it did not exist, and creates nothing', async () => {
    const buyerFile = await uploadSample(t, tokens.buyer, 'pdf');
    const otherSeller = await addSeller(t);
    const otherImage = await uploadSample(t, otherSeller.token, 'jpg');
    const before = await bulletinCount();
    for (const response of [
      await add({ attachmentFileIds: [buyerFile.id] }),
      await add({ lots: [lotInput(t, { imageFileIds: [otherImage.id] })] }),
      await add({ attachmentFileIds: ['00000000-0000-4000-8000-000000000000'] }),
    ]) {
      expect(errorOf(response)).toMatchObject({
        status: 404,
        error: 'FILE_NOT_FOUND',
        msg: '文件不存在或您无权查看',
      });
      expect(response.body).not.toContain(buyerFile.originalName);
    }
    expect(await bulletinCount()).toBe(before);
    const buyerDownload = await t.call('GET', 'fileDownload', {
      token: tokens.buyer,
      params: { id: buyerFile.id },
    });
    expect(buyerDownload.statusCode).toBe(200);
  });

  it('refuses an own file of a kind the record does not take, naming it, and creates nothing', async () => {
    const pdf = await uploadSample(t, tokens.seller, 'pdf');
    const before = await bulletinCount();
    expect(errorOf(await add({ lots: [lotInput(t, { imageFileIds: [pdf.id] })] }))).toMatchObject({
      status: 400,
      error: 'FILE_NOT_USABLE',
      msg: '文件「竞价须知.pdf」不能用作标的图片（须为本人上传的jpg、png文件）',
    });
    expect(await bulletinCount()).toBe(before);
  });

  it('refuses a file another bulletin already uses, or the same file twice, and creates nothing', async () => {
    const { draft, attachment, image } = await draftWithFiles();
    const before = await bulletinCount();
    expect(errorOf(await add({ attachmentFileIds: [attachment.id] }))).toMatchObject({
      status: 400,
      error: 'FILE_NOT_USABLE',
      msg: '文件「物资明细.xlsx」不能用作公告附件（须为本人上传的jpg、png、pdf、doc、docx、xls、xlsx文件）',
    });
    const fresh = await uploadSample(t, tokens.seller, 'jpg');
    const twice = await add({
      lots: [lotInput(t, { imageFileIds: [fresh.id] }), lotInput(t, { imageFileIds: [fresh.id] })],
    });
    expect(errorOf(twice)).toMatchObject({ status: 400, error: 'FILE_NOT_USABLE' });
    expect(await bulletinCount()).toBe(before);
    expect((await get(draft.id)).lots[0]!.imageFileIds).toEqual([image.id]);
  });

  it('keeps the attachment and lot images when a draft is edited with them', async () => {
    const { draft, attachment, image } = await draftWithFiles();
    const edited = dataOf<BulletinView>(
      await edit(draft.id, {
        title: '修改标题，图片不变',
        attachmentFileIds: [attachment.id],
        lots: [lotInput(t, { imageFileIds: [image.id] })],
      }),
    );
    expect(edited.attachmentFileIds).toEqual([attachment.id]);
    expect(edited.lots[0]!.imageFileIds).toEqual([image.id]);
    expect(errorOf(await removeFile(image.id))).toMatchObject({ status: 409, error: 'FILE_IN_USE' });
  });

  it('releases the files an edit drops, so their owner may delete them', async () => {
    const { draft, attachment, image } = await draftWithFiles();
    const newImage = await uploadSample(t, tokens.seller, 'jpg');
    const edited = dataOf<BulletinView>(
      await edit(draft.id, { lots: [lotInput(t, { imageFileIds: [newImage.id] })] }),
    );
    expect(edited.attachmentFileIds).toEqual([]);
    expect(edited.lots[0]!.imageFileIds).toEqual([newImage.id]);
    dataOf(await removeFile(attachment.id));
    dataOf(await removeFile(image.id));
  });

  it('changes nothing when an edit names a file the seller may not use', async () => {
    const { draft, attachment } = await draftWithFiles();
    const buyerFile = await uploadSample(t, tokens.buyer, 'png');
    const response = await edit(draft.id, {
      title: '不应保存的标题',
      attachmentFileIds: [attachment.id],
      lots: [lotInput(t, { imageFileIds: [buyerFile.id] })],
    });
    expect(errorOf(response)).toMatchObject({ status: 404, error: 'FILE_NOT_FOUND' });
    expect(await get(draft.id)).toEqual(draft);
  });

  it('releases the files of a deleted bulletin, so their owner may delete them', async () => {
    const { draft, attachment, image } = await draftWithFiles();
    dataOf(await t.call('POST', 'bulletinDelete', { token: tokens.seller, params: { id: draft.id } }));
    dataOf(await removeFile(attachment.id));
    dataOf(await removeFile(image.id));
  });
});
