import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { biddingApi, followStateQuery } from '../api/bidding-api';
import { useFeedback } from '../../../lib/feedback';

// Only a follower sees the reminder's box: a visitor's lot page goes without its code.
const Checkbox = lazy(() => import('antd/es/checkbox'));

/** 关注 with an optional reminder before bidding opens; visitors are sent to sign in first. */
export function FollowButton({ lotId }: { lotId: number }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const followState = followStateQuery(lotId);
  const state = useQuery({ ...followState, enabled: signedIn });
  const change = useMutation({
    mutationFn: async (next: { following: boolean; remind: boolean }) => {
      if (!next.following) await biddingApi.unfollow(lotId);
      return next.following ? biddingApi.follow(lotId, next.remind) : { following: false, remind: false };
    },
    onSuccess: (next) => {
      queryClient.setQueryData(followState.queryKey, next);
      void message.success(
        next.following ? (next.remind ? '已关注，开拍前将提醒您' : '已关注') : '已取消关注',
      );
    },
    onError: (error) => void message.error(error.message),
  });

  if (!signedIn) {
    return (
      <Button
        icon={<HeartOutlined />}
        onClick={() =>
          void navigate(ROUTES.login.path, { state: { from: `${location.pathname}${location.search}` } })
        }
      >
        关注
      </Button>
    );
  }
  const following = state.data?.following ?? false;
  return (
    <Space wrap>
      <Button
        icon={following ? <HeartFilled /> : <HeartOutlined />}
        loading={change.isPending || state.isLoading}
        // A new follow comes with the opening reminder on, as 关注's words promise; it can be
        // switched off beside the button.
        onClick={() => change.mutate({ following: !following, remind: true })}
      >
        {following ? '已关注' : '关注'}
      </Button>
      {following ? (
        <Suspense fallback={null}>
          <Checkbox
            checked={state.data?.remind ?? false}
            onChange={(event) => change.mutate({ following: true, remind: event.target.checked })}
          >
            开拍前提醒我
          </Checkbox>
        </Suspense>
      ) : null}
    </Space>
  );
}
