import type { Image } from '../../common/generated/types';

interface Props {
  picture: Image;
  className: string | undefined;
}

/** Without an intrinsic size, the 16:9 of the boxes the pictures are shown in stands in. */
const BOX_WIDTH = 16;
const BOX_HEIGHT = 9;

/** News pictures sit below the fold: loaded lazily, their box reserved by their intrinsic size. */
export function NewsPicture({ picture, className }: Props) {
  const { url, width = BOX_WIDTH, height = BOX_HEIGHT } = picture;
  return <img className={className} src={url} width={width} height={height} alt="" loading="lazy" decoding="async" />;
}
