import { DOCUMENT_KIND_LABELS, type SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { callWithMessage, queryKeyOf } from '../../lib/api-call';
import { useConfirm } from '../back-office/confirm';
import { useFeedback } from '../../lib/feedback';

/** Lists and panels that show documents: all re-read after a confirmation issues a new version. */
const DOCUMENT_QUERIES = [
  'contractInfoByOrder',
  'buyerContracts',
  'sellerContracts',
  'tripartiteContracts',
] as const;

/**
 * 签署确认 after asking: the server records it and issues the version that prints it.
 * `onDone` receives that new version.
 */
export function useConfirmDocument(onDone?: (issued: SaleDocument) => void) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return (document: SaleDocument) =>
    confirm({
      title: `签署确认《${DOCUMENT_KIND_LABELS[document.kind]}》？`,
      content: `确认后，平台将出具载有您账号与确认时间的第 ${document.version + 1} 版，确认不可撤回。`,
      okText: '确认签署',
      onOk: async () => {
        const answer = await callWithMessage('contractConfirm', { id: document.id });
        void message.success(answer.msg);
        await Promise.all(
          DOCUMENT_QUERIES.map((name) => queryClient.invalidateQueries({ queryKey: queryKeyOf(name) })),
        );
        onDone?.(answer.data);
      },
    });
}
