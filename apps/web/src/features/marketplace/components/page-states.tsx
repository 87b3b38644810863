import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';

/** A page whose record is missing or cannot be shown: what happened, and where to go instead. */
export function PageProblem(props: {
  status: '404' | 'warning';
  title: string;
  subTitle: string;
  way: { to: string; label: string };
}) {
  return (
    <div className="lyp-container lyp-page">
      <Result
        status={props.status}
        title={props.title}
        subTitle={props.subTitle}
        extra={
          <Link to={props.way.to}>
            <Button type="primary">{props.way.label}</Button>
          </Link>
        }
      />
    </div>
  );
}

/** While a page's record loads. */
export function PageLoading({ rows = 10 }: { rows?: number }) {
  return (
    <div className="lyp-container lyp-page">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
