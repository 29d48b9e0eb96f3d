import { useState } from 'react';
import { Button, Modal, Radio, Tag } from 'antd';
import { useToast } from '@bedtime/web-kit';
import { formatCents, type MarketplaceProduct, type MerchandiseItem } from '@bedtime/contracts';
import type { ProductOptions } from '../api/marketplace';

export const categoryLabel = (text: string) => text.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

interface MerchandiseDetailProps {
  item: MerchandiseItem | null;
  /** The marketplace product this design is sold as, when the marketplace sells it. */
  product: MarketplaceProduct | undefined;
  buying: boolean;
  onBuy: (product: MarketplaceProduct, options: ProductOptions) => void;
  onClose: () => void;
}

/**
 * The catalogue's detail dialog (category, sizes, colours). A design the marketplace sells is bought here,
 * with its size and colour chosen ('Buy Now', at the marketplace's price); the others keep the product rules'
 * 'Add to Cart', which says purchasing is coming soon.
 */
export function MerchandiseDetail({ item, product, buying, onBuy, onClose }: MerchandiseDetailProps) {
  return (
    <Modal open={!!item} title={item?.name} onCancel={onClose} footer={null} destroyOnHidden>
      {item && <DetailBody key={item.id} item={item} product={product} buying={buying} onBuy={onBuy} />}
    </Modal>
  );
}

function DetailBody({ item, product, buying, onBuy }: Omit<MerchandiseDetailProps, 'item' | 'onClose'> & { item: MerchandiseItem }) {
  const { toast } = useToast();
  const [size, setSize] = useState<string | undefined>(item.sizes.length === 1 ? item.sizes[0] : undefined);
  const [color, setColor] = useState<string | undefined>(item.colors.length === 1 ? item.colors[0] : undefined);
  const missing = [item.sizes.length > 0 && !size ? 'a size' : null, item.colors.length > 0 && !color ? 'a colour' : null].filter(Boolean);
  const soldOut = product?.stockQuantity === 0;

  return (
    <div className="mfc-merch-detail">
      <div className="mfc-merch-images">
        {item.images.map((src) => (
          <img key={src} src={src} alt={item.name} width={160} height={160} />
        ))}
      </div>
      <Tag>{categoryLabel(item.category)}</Tag>
      <p>{item.description}</p>
      <strong className="mfc-price">{product ? formatCents(product.priceCents) : `$${item.price}`}</strong>
      {item.features.length > 0 && (
        <ul>
          {item.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {item.sizes.length > 0 && (
        <fieldset className="mfc-merch-choice">
          <legend>Size</legend>
          <Radio.Group
            optionType="button"
            value={size}
            onChange={(event) => setSize(event.target.value as string)}
            options={item.sizes.map((value) => ({ value, label: value }))}
          />
        </fieldset>
      )}
      {item.colors.length > 0 && (
        <fieldset className="mfc-merch-choice">
          <legend>Colour</legend>
          <Radio.Group
            optionType="button"
            value={color}
            onChange={(event) => setColor(event.target.value as string)}
            options={item.colors.map((value) => ({ value, label: value }))}
          />
        </fieldset>
      )}
      {product ? (
        <>
          <Button
            type="primary"
            block
            size="large"
            disabled={missing.length > 0 || soldOut}
            loading={buying}
            onClick={() => onBuy(product, { ...(size ? { size } : {}), ...(color ? { color } : {}) })}
          >
            {soldOut ? 'Sold out' : `Buy Now · ${formatCents(product.priceCents)}`}
          </Button>
          {missing.length > 0 && !soldOut && <p className="mfc-muted mfc-merch-hint">Choose {missing.join(' and ')} to buy.</p>}
        </>
      ) : (
        <Button type="primary" block onClick={() => toast({ title: 'Coming Soon', description: 'Merchandise purchasing will be available soon!' })}>
          Add to Cart
        </Button>
      )}
    </div>
  );
}
