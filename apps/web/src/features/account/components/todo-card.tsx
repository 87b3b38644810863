import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { homeTodoQuery } from '../api/home-figures';

/** 待办: what waits for this user, by role, each a link to the screen that does it. */
export function TodoCard() {
  const todo = useQuery(homeTodoQuery());
  if (todo.isError || (todo.data && todo.data.length === 0)) return null;
  return (
    <Card title="待办" variant="borderless">
      {todo.data ? (
        <Row gutter={[16, 16]}>
          {todo.data.map((item) => (
            <Col key={item.key} xs={12} md={8} xl={6}>
              <Link to={item.path} aria-label={`${item.label} ${item.count}`}>
                <Statistic
                  title={item.label}
                  value={item.count}
                  styles={{ content: { color: item.count > 0 ? 'var(--ant-color-primary)' : undefined } }}
                />
              </Link>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
