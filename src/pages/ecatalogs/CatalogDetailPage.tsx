import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { ECatalogDetail } from '../../../common/generated/types';
import { isNotFound } from '../../platform/request-failure';
import { useECatalog } from './ecatalogs';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import { formatDate } from '../../../common/wall-time';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { ShareButton } from '../../ui/ShareButton';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { CatalogPicture } from '../search/CatalogPicture';
import { ProductCard } from '../search/ProductCard';
import { ShopPanel } from '../shops/ShopPanel';
import { useLanguage } from '../use-language';
import { SaveCatalogButton } from './SaveCatalogButton';
import styles from './CatalogDetailPage.module.css';
import { useDocumentTitle } from '../use-document-title';

/** Spec §2: /m/{lang}/catalog/detail/{id} — one exhibitor's e-catalogue: cover, summary and its pages. */
export function CatalogDetailPage() {
  const language = useLanguage();
  const { id = '' } = useParams();
  const catalog = useECatalog(id, language);
  useDocumentTitle(catalog.data?.catalog.title ?? null);
  return (
    <CatalogPageLayout language={language} title="catalog-page.detailTitle">
      {isNotFound(catalog.error) ? (
        <NotFoundPage message="catalog-page.notFound" />
      ) : catalog.isError ? (
        <LoadFailed onReload={() => void catalog.refetch()} />
      ) : catalog.data ? (
        <CatalogDetail detail={catalog.data} language={language} />
      ) : (
        <ListLoading />
      )}
    </CatalogPageLayout>
  );
}

function CatalogDetail({ detail, language }: { detail: ECatalogDetail; language: Language }) {
  const { catalog } = detail;
  return (
    <main>
      <section className={styles.hero}>
        <CatalogPicture url={catalog.coverUrl} className={styles.cover} />
        <div className={styles.heading}>
          <p className={styles.category}>
            <FormattedMessage id={`catalog-page.category.${catalog.category}`} />
          </p>
          <h2 className={styles.title}>{catalog.title}</h2>
          <Link className={styles.exhibitor} to={shopPageUrl(language, catalog.shopCode)}>
            <CatalogPicture url={detail.exhibitorLogoUrl} className={styles.logo} />
            <span>{catalog.exhibitorName}</span>
          </Link>
          <p className={styles.meta}>
            <FormattedMessage id="catalog-page.published" values={{ date: formatDate(catalog.publishedAt, language) }} />
            {' · '}
            <FormattedMessage id="catalog-page.pageCount" values={{ count: catalog.pageCount }} />
          </p>
        </div>
      </section>
      <div className={styles.actions}>
        <SaveCatalogButton catalogId={catalog.id} language={language} />
        <ShareButton language={language} title={catalog.title} />
      </div>
      {detail.summary && (
        <ShopPanel title="catalog-page.summary">
          <p className={styles.summary}>{detail.summary}</p>
        </ShopPanel>
      )}
      <ShopPanel title="catalog-page.pages">
        <ol className={styles.pages}>
          {detail.pages.map((page, index) => (
            <li key={page.kind === 'product' ? page.product.id : page.imageUrl} className={styles.page}>
              <span className={styles.number}>{index + 1}</span>
              {page.kind === 'product' ? (
                <ProductCard product={page.product} language={language} showExhibitor={false} />
              ) : (
                <figure className={styles.figure}>
                  <img className={styles.image} src={page.imageUrl} alt="" width={320} height={360} loading="lazy" decoding="async" />
                  {page.caption && <figcaption className={styles.caption}>{page.caption}</figcaption>}
                </figure>
              )}
            </li>
          ))}
        </ol>
      </ShopPanel>
    </main>
  );
}
