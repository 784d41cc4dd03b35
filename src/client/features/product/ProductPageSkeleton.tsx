/** The detail page's shape while the product loads. */
export function ProductPageSkeleton() {
  return (
    <div className="product-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading product…
      </p>
      <div className="carousel" aria-hidden="true">
        <div className="carousel__frame skeleton" />
      </div>
      <div className="product-detail__info" aria-hidden="true">
        <p className="skeleton skeleton--text" style={{ width: '30%' }} />
        <p className="skeleton skeleton--heading" style={{ width: '80%' }} />
        <p className="skeleton skeleton--text" style={{ width: '40%' }} />
        <p className="skeleton skeleton--text" style={{ width: '100%' }} />
        <p className="skeleton skeleton--text" style={{ width: '90%' }} />
      </div>
    </div>
  );
}
