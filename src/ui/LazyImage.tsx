import type { Image } from '../../common/generated/types';

interface Props {
  image: Image;
  /** The intrinsic size to reserve when the data gives none, so the box never shifts. */
  fallbackSize: { width: number; height: number };
  className?: string;
  alt?: string;
}

/** A below-the-fold picture from section data: explicit size, lazy loading, decoded off the main thread. */
export function LazyImage({ image, fallbackSize, className, alt = '' }: Props) {
  return (
    <img
      className={className}
      src={image.url}
      width={image.width ?? fallbackSize.width}
      height={image.height ?? fallbackSize.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
