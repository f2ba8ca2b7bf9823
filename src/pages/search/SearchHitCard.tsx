import type { SearchHit } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { BoothCard } from './BoothCard';
import { ExhibitorCard } from './ExhibitorCard';
import { ProductCard } from './ProductCard';

/** The card of a search result's type. */
export function SearchHitCard({ hit, language }: { hit: SearchHit; language: Language }) {
  switch (hit.type) {
    case 'product':
      return <ProductCard product={hit.product} language={language} />;
    case 'exhibitor':
      return <ExhibitorCard exhibitor={hit.exhibitor} language={language} />;
    case 'booth':
      return <BoothCard booth={hit.booth} language={language} />;
  }
}

export function searchHitKey(hit: SearchHit): string {
  switch (hit.type) {
    case 'product':
      return `product:${hit.product.id}`;
    case 'exhibitor':
      return `exhibitor:${hit.exhibitor.shopCode}`;
    case 'booth':
      return `booth:${hit.booth.code}`;
  }
}
