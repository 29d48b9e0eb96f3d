import { useMemo, useState } from 'react';
import { Card, Empty, Input, Select, Spin, Tabs, Tag } from 'antd';
import type { MarketplaceProduct, MerchandiseItem } from '@bedtime/contracts';
import { useMerchandise, type ProductOptions } from '../api/marketplace';
import { LoadFailed } from './load-failed';
import { categoryLabel, MerchandiseDetail } from './merchandise-detail';

const SORTS = [
  { value: '', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
];
interface MerchandiseCatalogueProps {
  /** The marketplace's products: a design sold as one of them is bought from its detail dialog. */
  products: MarketplaceProduct[] | undefined;
  buying: string | null;
  onBuy: (product: MarketplaceProduct, options: ProductOptions) => void;
}

/** The Merchandise tab: search, sort, category tabs from the data, cards and a detail dialog. */
export function MerchandiseCatalogue({ products, buying, onBuy }: MerchandiseCatalogueProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('');
  const [category, setCategory] = useState('all');
  const [open, setOpen] = useState<MerchandiseItem | null>(null);
  // Featured in the select is the server's default order (sortOrder), as the product rules' default falls back to it.
  const merchandise = useMerchandise({ search, sort });
  const items = useMemo(() => merchandise.data ?? [], [merchandise.data]);
  const categories = useMemo(() => [...new Set(items.map((item) => item.category))].sort(), [items]);
  const shown = category === 'all' ? items : items.filter((item) => item.category === category);

  return (
    <div className="mfc-merch">
      <div className="mfc-merch-tools">
        <Input.Search
          allowClear
          placeholder="Search merchandise"
          aria-label="Search merchandise"
          onSearch={setSearch}
          onChange={(e) => e.target.value === '' && setSearch('')}
        />
        <Select aria-label="Sort" value={sort} options={SORTS} onChange={setSort} style={{ minWidth: 200 }} />
      </div>
      <Tabs
        activeKey={category}
        onChange={setCategory}
        items={[{ key: 'all', label: 'All' }, ...categories.map((c) => ({ key: c, label: categoryLabel(c) }))]}
      />
      {merchandise.isPending ? (
        <div className="mfc-center">
          <Spin />
        </div>
      ) : merchandise.isError ? (
        <LoadFailed
          title="Failed to load merchandise. Please try again."
          error={merchandise.error}
          retrying={merchandise.isFetching}
          onRetry={() => void merchandise.refetch()}
        />
      ) : shown.length === 0 ? (
        <Empty description="No merchandise found." />
      ) : (
        <div className="mfc-product-grid">
          {shown.map((item) => (
            <Card
              key={item.id}
              hoverable
              className="mfc-product-card"
              variant="borderless"
              onClick={() => setOpen(item)}
              cover={<img src={item.images[0]} alt={item.name} loading="lazy" width={400} height={400} />}
            >
              {item.featured && <Tag color="gold">Featured</Tag>}
              <h3>{item.name}</h3>
              <p className="mfc-muted">{item.description}</p>
              <strong className="mfc-price">${item.price}</strong>
            </Card>
          ))}
        </div>
      )}
      <MerchandiseDetail
        item={open}
        product={open?.marketplaceProductId ? products?.find((product) => product.id === open.marketplaceProductId) : undefined}
        buying={!!open?.marketplaceProductId && buying === open.marketplaceProductId}
        onBuy={onBuy}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
