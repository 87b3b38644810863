import { useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { certificationApi } from '../api/certification';

export type IdCardSide = 'front' | 'back';
export type IdPhotos = Partial<Record<IdCardSide, { id: string; url: string }>>;

/** The ID card's two photos: each uploaded as picked, kept with a local preview. */
export function useIdPhotos() {
  const { message } = useFeedback();
  const [photos, setPhotos] = useState<IdPhotos>({});
  const [uploading, setUploading] = useState<IdCardSide>();

  const upload = async (side: IdCardSide, file: File) => {
    setUploading(side);
    try {
      const stored = await certificationApi.uploadIdPhoto(file);
      setPhotos((current) => ({ ...current, [side]: { id: stored.id, url: URL.createObjectURL(file) } }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败，请重试');
    } finally {
      setUploading(undefined);
    }
  };

  return { photos, uploading, upload };
}
