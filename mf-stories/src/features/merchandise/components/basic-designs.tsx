import { useState } from 'react';
import { Button, Tag } from 'antd';
import { BookOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { BasicMerchandise } from '@bedtime/contracts';
import { RemoteWidget } from '@bedtime/web-kit';
import { ageLabel, capitalise, categoryFilters, formatPrice, productsIn, struckPrice, type CategoryFilter } from '../lib/merchandise-rules';

/** 'Order a Physical Book': the print-book dialog is the commerce remote's, lent as a widget. */
function PhysicalBookCard({ storyId, storyTitle }: { storyId: string; storyTitle: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mfs-merch-book">
      <BookOutlined aria-hidden className="mfs-merch-book-icon" />
      <div>
        <h4 className="mfs-merch-book-title">Order a Physical Book</h4>
        <p className="mfs-panel-lead">Turn this story into a beautiful printed book to keep.</p>
      </div>
      <Button type="primary" onClick={() => setOpen(true)}>
        Order a Physical Book
      </Button>
      {open && <RemoteWidget remote="commerce" widget="print-book" loading={null} props={{ storyId, storyTitle, open, onClose: () => setOpen(false) }} />}
    </div>
  );
}

function ProductCard({ product }: { product: BasicMerchandise }) {
  return (
    <li className="mfs-merch-card">
      <img src={product.mockupImage} alt={product.productName} className="mfs-merch-image" loading="lazy" />
      <div className="mfs-merch-body">
        <div className="mfs-merch-badges">
          <Tag color="purple">{capitalise(product.category)}</Tag>
          <span className="mfs-merch-age">{ageLabel(product.targetAge)}</span>
        </div>
        <h4 className="mfs-merch-name">{product.productName}</h4>
        <p className="mfs-merch-description">{product.description}</p>
        <div className="mfs-merch-price">
          <strong>{formatPrice(product.retailPrice)}</strong>
          <s aria-label={`was ${formatPrice(struckPrice(product.retailPrice))}`}>{formatPrice(struckPrice(product.retailPrice))}</s>
          <Tag color="green">Save 20%!</Tag>
        </div>
        <Button
          type="primary"
          block
          icon={<ShoppingCartOutlined aria-hidden />}
          onClick={() => window.open(product.marketplaceUrl, '_blank', 'noopener,noreferrer')}
          aria-label={`Buy Now: ${product.productName}`}
        >
          Buy Now
        </Button>
      </div>
    </li>
  );
}

/** Basic Designs: the physical book, category filters and the story's product mockups. */
export function BasicDesigns({ storyId, storyTitle, products }: { storyId: string; storyTitle: string; products: readonly BasicMerchandise[] }) {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const shown = productsIn(products, filter);
  return (
    <div className="mfs-merch-basic">
      <PhysicalBookCard storyId={storyId} storyTitle={storyTitle} />
      <div className="mfs-merch-filters" role="group" aria-label="Product categories">
        {categoryFilters(products).map((category) => (
          <Button key={category} type={filter === category ? 'primary' : 'default'} aria-pressed={filter === category} onClick={() => setFilter(category)}>
            {category === 'all' ? 'All' : capitalise(category)}
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="mfs-merch-empty">
          <p>No products available in this category.</p>
          <Button onClick={() => setFilter('all')}>View all products</Button>
        </div>
      ) : (
        <ul className="mfs-merch-grid" aria-label="Products">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
      <p className="mfs-merch-note">All products are printed on demand with your story&apos;s artwork and ship within 5-7 business days.</p>
    </div>
  );
}
