import { Alert, Button, Result } from 'antd';
import { errorMessage } from '../back-office/error-message';

export interface QueryErrorProps {
  /** What failed to load, e.g. 「公告加载失败」; the server's own message goes below it. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** `inline` sits above a list or inside a card; `page` stands in for a whole screen. */
  variant?: 'inline' | 'page';
}

/**
 * The one way a screen says its data did not load: what failed, the server's Chinese message,
 * and a 重试 button that fetches again. Keeps what the user typed on the page untouched.
 */
export function QueryError({ title, error, onRetry, variant = 'page' }: QueryErrorProps) {
  const retry = (
    <Button size={variant === 'inline' ? 'small' : 'middle'} onClick={onRetry}>
      重试
    </Button>
  );
  if (variant === 'inline') {
    const message = errorMessage(error);
    return (
      <Alert
        type="error"
        showIcon
        title={title ?? message}
        description={title ? message : undefined}
        action={retry}
      />
    );
  }
  return <Result status="warning" title={title ?? '加载失败'} subTitle={errorMessage(error)} extra={retry} />;
}
