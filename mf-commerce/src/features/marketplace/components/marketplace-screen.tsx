import { useRef, useState } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { errorMessage, hasActiveSubscription, useSession, useToast } from '@bedtime/web-kit';
import { PREMIUM_DISCOUNT_PERCENT, type MarketplaceProduct } from '@bedtime/contracts';
import { startCheckout, useOrders, useProducts, type ProductOptions } from '../api/marketplace';
import { createBuyGuard } from '../lib/buy-guard';
import { MerchandiseCatalogue } from './merchandise-catalogue';
import { LoadFailed } from './load-failed';
import { OrderList } from './order-list';
import { ProductGrid } from './product-grid';

const TABS = [
  { key: 'all', label: 'All Products' },
  { key: 'merchandise', label: 'Merchandise' },
  { key: 'swag', label: 'Story Swag' },
  { key: 'handbook', label: 'Handbooks' },
  { key: 'physical_book', label: 'Story Books' },
] as const;

/** /marketplace: the product tabs, the separate merchandise catalogue, and the user's orders. */
export function MarketplaceScreen() {
  const { user } = useSession();
  const { toast } = useToast();
  const products = useProducts();
  const orders = useOrders(!!user);
  const guard = useRef(createBuyGuard()).current;
  const [buying, setBuying] = useState<string | null>(null);
  const subscribed = !!user && hasActiveSubscription(user);

  const buy = async (product: MarketplaceProduct, options: ProductOptions = {}) => {
    if (!guard.tryStart(product.id)) return;
    setBuying(product.id);
    try {
      const { checkoutUrl } = await startCheckout(product.id, options);
      if (!checkoutUrl) {
        toast({ title: 'Checkout Error', description: 'No checkout URL received from server', variant: 'destructive' });
        guard.finish();
        setBuying(null);
        return;
      }
      // The mark stays while the browser leaves for the checkout page.
      window.location.assign(checkoutUrl);
    } catch (error) {
      toast({ title: 'Checkout Failed', description: errorMessage(error), variant: 'destructive' });
      guard.finish();
      setBuying(null);
    }
  };

  const grid = (key: string) => {
    if (products.isPending)
      return (
        <div className="mfc-center">
          <Spin />
        </div>
      );
    if (products.isError)
      return (
        <LoadFailed
          title="Failed to load products. Please try again."
          error={products.error}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      );
    const list = key === 'all' ? products.data : products.data.filter((product) => product.category === key);
    return <ProductGrid products={list} buying={buying} onBuy={(product) => void buy(product)} />;
  };

  return (
    <>
      <h1>Bedtime Stories Marketplace</h1>
      <p className="mfc-muted">Books, handbooks and keepsakes for the bedtime routine.</p>
      {subscribed && (
        <Alert
          className="mfc-premium-note"
          type="success"
          showIcon
          message={`As a premium subscriber you get ${PREMIUM_DISCOUNT_PERCENT}% off every marketplace purchase, applied at checkout.`}
        />
      )}
      <Tabs
        className="mfc-market-tabs"
        items={[
          ...TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children:
              tab.key === 'merchandise' ? (
                <MerchandiseCatalogue products={products.data} buying={buying} onBuy={(product, options) => void buy(product, options)} />
              ) : (
                grid(tab.key)
              ),
          })),
          ...(user ? [{ key: 'orders', label: 'My Orders', children: <OrderList orders={orders} /> }] : []),
        ]}
      />
    </>
  );
}
