import { Button, Card, Empty, Tag } from 'antd';
import { formatCents, LOW_STOCK_BELOW, type MarketplaceProduct } from '@bedtime/contracts';

/** The marketplace's cards: image, name, description, price, a low-stock badge, and Buy Now. */
export function ProductGrid({
  products,
  buying,
  onBuy,
}: {
  products: MarketplaceProduct[];
  buying: string | null;
  onBuy: (product: MarketplaceProduct) => void;
}) {
  if (products.length === 0) return <Empty description="No products available in this category yet." />;
  return (
    <div className="mfc-product-grid">
      {products.map((product) => (
        <Card
          key={product.id}
          className="mfc-product-card"
          variant="borderless"
          cover={<img src={product.imageUrl} alt={product.name} loading="lazy" width={400} height={400} />}
        >
          <h3>{product.name}</h3>
          <p className="mfc-muted">{product.description}</p>
          <div className="mfc-product-footer">
            <strong className="mfc-price">{formatCents(product.priceCents)}</strong>
            {product.stockQuantity === 0 ? (
              <Tag>Sold out</Tag>
            ) : (
              product.stockQuantity < LOW_STOCK_BELOW && <Tag color="orange">Only {product.stockQuantity} left</Tag>
            )}
          </div>
          <Button
            type="primary"
            block
            loading={buying === product.id}
            disabled={product.stockQuantity === 0}
            onClick={() => onBuy(product)}
            aria-label={`Buy Now: ${product.name}`}
          >
            Buy Now
          </Button>
        </Card>
      ))}
    </div>
  );
}
