import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import type { Live } from '../../platform/lives/lives';
import { shopPageUrl } from '../../platform/shop-pages';

/** Who streams: a link to the exhibitor's shop (spec §2 /shops/{shopCode}), its name alone when it has no shop. */
export function LiveExhibitor({ exhibitor, language, className }: { exhibitor: NonNullable<Live['exhibitor']>; language: Language; className?: string }) {
  if (exhibitor.shopCode === null) return <span className={className}>{exhibitor.name}</span>;
  return (
    <Link className={className} to={shopPageUrl(language, exhibitor.shopCode)}>
      {exhibitor.name}
    </Link>
  );
}
