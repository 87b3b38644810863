import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** The server could not answer now (down, overloaded, unreachable): worth another try. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * A page whose record is missing or cannot be shown: what happened, and where to go instead.
 * When the server could not answer for now, it says so and offers to try again, rather than
 * calling the record missing.
 */
export function PageProblem(props: {
  status: '404' | 'warning';
  title: string;
  subTitle: string;
  way: { to: string; label: string };
  error?: unknown;
  onRetry?: () => void;
}) {
  const transient = isTransient(props.error);
  const way = (
    <Link to={props.way.to} key="way">
      <Button type={transient ? 'default' : 'primary'}>{props.way.label}</Button>
    </Link>
  );
  return (
    <div className="lyp-container lyp-page">
      <Result
        status={transient ? 'warning' : props.status}
        title={transient ? '暂时无法加载，请稍后重试' : props.title}
        subTitle={props.subTitle}
        extra={
          transient && props.onRetry ? (
            <Space wrap>
              <Button type="primary" onClick={props.onRetry}>
                重试
              </Button>
              {way}
            </Space>
          ) : (
            way
          )
        }
      />
    </div>
  );
}
