import { LoadingOutlined } from '@ant-design/icons';
import { Image, Tag } from 'antd';
import { useFileImages } from '../hooks/use-file-images';

/** A lot's pictures in their order, the first marked as the cover (files read with the token). */
export function FileThumbnails({ fileIds, alt }: { fileIds: string[]; alt: string }) {
  const srcOf = useFileImages(fileIds);
  if (fileIds.length === 0) return <>-</>;
  return (
    <Image.PreviewGroup>
      <div className="lyp-thumbs">
        {fileIds.map((id, index) => {
          const src = srcOf(id);
          return (
            <div key={id} className="lyp-thumbs__item">
              {src ? (
                <Image src={src} alt={`${alt} 图片 ${index + 1}`} width={88} height={88} />
              ) : (
                <div className="lyp-thumbs__loading" aria-label="图片加载中">
                  <LoadingOutlined />
                </div>
              )}
              {index === 0 ? (
                <Tag color="red" className="lyp-thumbs__cover">
                  封面
                </Tag>
              ) : null}
            </div>
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}
