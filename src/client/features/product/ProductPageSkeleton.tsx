import * as i18n from '@/client/i18n/i18n';

/** The detail page's blocks while the product loads, at the same heights, so nothing moves (CLS). */
export function ProductPageSkeleton() {
  return (
    <div className="product-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        {i18n._({ id: 'product.loading', message: 'Loading product…' })}
      </p>
      <div className="carousel" aria-hidden="true">
        <div className="carousel__frame skeleton" />
        <div className="carousel__controls">
          <span className="skeleton skeleton--tap" />
          <span className="skeleton skeleton--tap" />
        </div>
      </div>
      <div className="product-detail__info" aria-hidden="true">
        <p className="product-detail__mark">
          <span className="skeleton skeleton--text" style={{ width: '30%' }} />
        </p>
        <p className="product-detail__title">
          <span className="skeleton skeleton--text" style={{ width: '90%' }} />{' '}
          <span className="skeleton skeleton--text" style={{ width: '60%' }} />
        </p>
        <p className="product-detail__price">
          <span className="skeleton skeleton--text" style={{ width: '35%' }} />
        </p>
        <p className="product-detail__description">
          <span className="skeleton skeleton--text" style={{ width: '100%' }} />{' '}
          <span className="skeleton skeleton--text" style={{ width: '95%' }} />{' '}
          <span className="skeleton skeleton--text" style={{ width: '70%' }} />
        </p>
        <div className="product-detail__actions">
          <span className="skeleton skeleton--button" />
        </div>
      </div>
    </div>
  );
}
