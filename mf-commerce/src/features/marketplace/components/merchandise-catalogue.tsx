import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Modal, Select, Spin, Tabs, Tag } from 'antd';
import { useToast } from '@bedtime/web-kit';
import type { MerchandiseItem } from '@bedtime/contracts';
import { useMerchandise } from '../api/marketplace';

const SORTS = [
  { value: '', label: 'Featured' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
];
const label = (text: string) => text.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The Merchandise tab: search, sort, category tabs from the data, cards and a detail dialog. */
export function MerchandiseCatalogue() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('');
  const [category, setCategory] = useState('all');
  const [open, setOpen] = useState<MerchandiseItem | null>(null);
  const { toast } = useToast();
  // Featured in the select is the server's default order (sortOrder), as the spec's default falls back to it.
  const merchandise = useMerchandise({ search, sort });
  const items = useMemo(() => merchandise.data ?? [], [merchandise.data]);
  const categories = useMemo(() => [...new Set(items.map((item) => item.category))].sort(), [items]);
  const shown = category === 'all' ? items : items.filter((item) => item.category === category);

  return (
    <div className="mfc-merch">
      <div className="mfc-merch-tools">
        <Input.Search allowClear placeholder="Search merchandise" aria-label="Search merchandise" onSearch={setSearch} onChange={(e) => e.target.value === '' && setSearch('')} />
        <Select aria-label="Sort" value={sort} options={SORTS} onChange={setSort} style={{ minWidth: 200 }} />
      </div>
      <Tabs activeKey={category} onChange={setCategory} items={[{ key: 'all', label: 'All' }, ...categories.map((c) => ({ key: c, label: label(c) }))]} />
      {merchandise.isPending ? (
        <div className="mfc-center">
          <Spin />
        </div>
      ) : merchandise.isError ? (
        <Alert type="error" showIcon message="Failed to load merchandise. Please try again." />
      ) : shown.length === 0 ? (
        <Empty description="No merchandise found." />
      ) : (
        <div className="mfc-product-grid">
          {shown.map((item) => (
            <Card key={item.id} hoverable className="mfc-product-card" variant="borderless" onClick={() => setOpen(item)} cover={<img src={item.images[0]} alt={item.name} loading="lazy" width={400} height={400} />}>
              {item.featured && <Tag color="gold">Featured</Tag>}
              <h3>{item.name}</h3>
              <p className="mfc-muted">{item.description}</p>
              <strong className="mfc-price">${item.price}</strong>
            </Card>
          ))}
        </div>
      )}
      <Modal open={!!open} title={open?.name} onCancel={() => setOpen(null)} footer={null}>
        {open && (
          <div className="mfc-merch-detail">
            <div className="mfc-merch-images">
              {open.images.map((src) => (
                <img key={src} src={src} alt={open.name} width={160} height={160} />
              ))}
            </div>
            <Tag>{label(open.category)}</Tag>
            <p>{open.description}</p>
            <strong className="mfc-price">${open.price}</strong>
            {open.features.length > 0 && (
              <ul>
                {open.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {open.sizes.length > 0 && <p>Sizes: {open.sizes.join(', ')}</p>}
            {open.colors.length > 0 && <p>Colours: {open.colors.join(', ')}</p>}
            <Button type="primary" block onClick={() => toast({ title: 'Coming Soon', description: 'Merchandise purchasing will be available soon!' })}>
              Add to Cart
            </Button>
          </div>
        )}
      </Modal>
    </div>
  );
}
