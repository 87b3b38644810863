import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  PictureOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Image, Tag, Tooltip } from 'antd';

/** One picture of a lot, with its tools: move left or right, make it the cover, remove it. */
export function LotImageTile({
  src,
  index,
  last,
  onMove,
  onMakeCover,
  onRemove,
}: {
  src: string | undefined;
  index: number;
  last: boolean;
  onMove: (to: number) => void;
  onMakeCover: () => void;
  onRemove: () => void;
}) {
  return (
    <figure className="lyp-lot-images__item">
      {src ? (
        <Image src={src} alt={`标的图片 ${index + 1}`} className="lyp-lot-images__img" />
      ) : (
        <div className="lyp-lot-images__img lyp-lot-images__placeholder" aria-label="图片加载中">
          <PictureOutlined />
        </div>
      )}
      {index === 0 ? (
        <Tag color="red" className="lyp-lot-images__cover">
          封面
        </Tag>
      ) : null}
      <figcaption className="lyp-lot-images__tools">
        <Tooltip title="左移">
          <Button
            size="small"
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={`图片 ${index + 1} 左移`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
        </Tooltip>
        <Tooltip title="设为封面">
          <Button
            size="small"
            type="text"
            icon={<StarOutlined />}
            aria-label={`图片 ${index + 1} 设为封面`}
            disabled={index === 0}
            onClick={onMakeCover}
          />
        </Tooltip>
        <Tooltip title="右移">
          <Button
            size="small"
            type="text"
            icon={<ArrowRightOutlined />}
            aria-label={`图片 ${index + 1} 右移`}
            disabled={last}
            onClick={() => onMove(index + 1)}
          />
        </Tooltip>
        <Tooltip title="删除">
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除图片 ${index + 1}`}
            onClick={onRemove}
          />
        </Tooltip>
      </figcaption>
    </figure>
  );
}
