import { Button } from 'antd';
import { useFeedback } from '../../../../lib/feedback';

/** Copies a full hash (the screen may show it shortened), to compare it with the 成交确认书. */
export function CopyHashButton({ hash, label = '复制' }: { hash: string; label?: string }) {
  const { message } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      void message.success('链头已复制');
    } catch {
      void message.error('复制失败，请手动选择链头复制');
    }
  };
  return (
    <Button size="small" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
