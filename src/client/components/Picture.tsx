import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@/pictureVariants';

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string };

/** A stored picture in AVIF or WebP at the width the screen needs; a hosted one as a plain img. */
export function Picture({ src, sizes, ...img }: PictureProps) {
  const srcSet = pictureSources(src);
  return srcSet ? (
    <picture>
      <source type="image/avif" sizes={sizes} srcSet={srcSet('avif')} />
      <img {...img} sizes={sizes} srcSet={srcSet('webp')} src={src} />
    </picture>
  ) : (
    <img {...img} src={src} />
  );
}
