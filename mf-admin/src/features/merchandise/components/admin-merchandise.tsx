import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import type { MerchandiseItem } from '@bedtime/contracts';
import { errorMessage } from '@bedtime/web-kit';
import { useAdminMerchandise, useDeleteProduct } from '../api/admin-merchandise';
import { ProductDialog } from './product-dialog';

/** /admin/merchandise: every product as a card (1, 2 or 3 columns), with add, edit and delete. */
export function AdminMerchandise() {
  const products = useAdminMerchandise();
  const remove = useDeleteProduct();
  const [dialog, setDialog] = useState<{ open: boolean; editing: MerchandiseItem | null }>({ open: false, editing: null });

  let body;
  if (products.isLoading) {
    body = (
      <div className="mfa-grid">
        {[0, 1, 2].map((key) => (
          <Card key={key}>
            <Skeleton active />
          </Card>
        ))}
      </div>
    );
  } else if (products.error) {
    body = <Alert type="error" title="Failed to fetch merchandise" description={errorMessage(products.error)} />;
  } else if (!products.data?.length) {
    body = <Empty description="No products yet" />;
  } else {
    body = (
      <div className="mfa-grid">
        {products.data.map((item) => (
          <Card
            key={item.id}
            className="mfa-product"
            data-testid="admin-product"
            cover={
              item.images[0] ? (
                <img src={item.images[0]} alt={item.name} width={400} height={400} loading="lazy" />
              ) : (
                <div className="mfa-no-image">No image</div>
              )
            }
            actions={[
              <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`Edit ${item.name}`} onClick={() => setDialog({ open: true, editing: item })}>
                Edit
              </Button>,
              <Button
                key="delete"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${item.name}`}
                loading={remove.isPending && remove.variables === item.id}
                onClick={() => remove.mutate(item.id)}
              >
                Delete
              </Button>,
            ]}
          >
            <h2 className="mfa-product-name">{item.name}</h2>
            <p className="mfa-product-description">{item.description}</p>
            <p className="mfa-product-price">${item.price}</p>
            <div>
              {item.featured && <Tag color="gold">Featured</Tag>}
              {item.inStock ? <Tag color="green">In Stock</Tag> : <Tag color="red">Out of Stock</Tag>}
            </div>
          </Card>
        ))}
      </div>
    );
  }

  return (
    <div className="mfa-page">
      <Link to="/admin" className="mfa-back">
        ← Back to Dashboard
      </Link>
      <header className="mfa-header">
        <h1 className="mfa-title">Merchandise</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
          Add Product
        </Button>
      </header>
      {body}
      <ProductDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </div>
  );
}
