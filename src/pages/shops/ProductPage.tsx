import { useParams } from 'react-router-dom';
import { useProduct } from '../../platform/catalog';
import { isNotFound } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ProductDetails } from './ProductDetails';
import { useDocumentTitle } from '../use-document-title';

/** Spec §2: one product of an exhibitor's shop at /m/{lang}/shops/{shopCode}/listedProducts/{productId}. */
export function ProductPage() {
  const language = useLanguage();
  const { shopCode = '', productId = '' } = useParams();
  const product = useProduct({ shopCode, productId, language });
  useDocumentTitle(product.data?.product.title ?? null);
  return (
    <CatalogPageLayout language={language} title="product-page.title">
      {isNotFound(product.error) ? (
        <NotFoundPage message="product-page.notFound" />
      ) : product.isError ? (
        <LoadFailed onReload={() => void product.refetch()} />
      ) : product.data ? (
        <ProductDetails detail={product.data} language={language} />
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}
