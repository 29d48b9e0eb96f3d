import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { MERCHANDISE_CATEGORIES, MERCHANDISE_PICTURES, MERCHANDISE_PRODUCT_TYPES, merchandisePictureUrl, type MerchandiseItem } from '@bedtime/contracts';
import { useSaveProduct } from '../api/admin-merchandise';
import { EMPTY_PRODUCT_FORM, formValuesFromItem, nextSlug, slugOnLeave, toMerchandiseInput, type ProductFormValues } from '../lib/product-form';

type Errors = Partial<Record<keyof ProductFormValues, string>>;

/**
 * 'Create New Product' / 'Edit Product'. Closed, then create or edit mode, then saved or cancelled: the
 * form resets to its defaults whenever it closes.
 */
export function ProductDialog({ open, editing, onClose }: { open: boolean; editing: MerchandiseItem | null; onClose: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProduct(onClose);

  useEffect(() => {
    if (open) setValues(editing ? formValuesFromItem(editing) : EMPTY_PRODUCT_FORM);
    else setValues(EMPTY_PRODUCT_FORM);
    setErrors({});
  }, [open, editing]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setName = (name: string) => {
    setValues((current) => ({ ...current, name, slug: editing ? current.slug : nextSlug(current.name, current.slug, name) }));
    setErrors((current) => ({ ...current, name: undefined, slug: undefined }));
  };

  const fillEmptySlug = () => setValues((current) => ({ ...current, slug: slugOnLeave(current) }));

  const submit = () => {
    const result = toMerchandiseInput(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate({ id: editing?.id ?? null, body: result.body });
  };

  const field = (key: keyof ProductFormValues) => ({
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key],
  });

  return (
    <Modal
      open={open}
      title={editing ? 'Edit Product' : 'Create New Product'}
      okText={editing ? 'Update' : 'Create'}
      cancelText="Cancel"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit} className="mfa-product-form">
        <Form.Item label="Name" htmlFor="product-name" required {...field('name')}>
          <Input id="product-name" value={values.name} onChange={(event) => setName(event.target.value)} onBlur={fillEmptySlug} maxLength={120} />
        </Form.Item>
        <Form.Item label="Slug" htmlFor="product-slug" required {...field('slug')}>
          <Input id="product-slug" value={values.slug} onChange={(event) => set('slug', event.target.value)} onBlur={fillEmptySlug} maxLength={120} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="product-description" required {...field('description')}>
          <Input.TextArea
            id="product-description"
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            rows={3}
            maxLength={2000}
          />
        </Form.Item>
        <div className="mfa-form-row">
          <Form.Item label="Price (USD)" htmlFor="product-price" required {...field('price')}>
            <Input id="product-price" inputMode="decimal" value={values.price} onChange={(event) => set('price', event.target.value)} placeholder="24.99" />
          </Form.Item>
          <Form.Item label="Product type" htmlFor="product-type" {...field('productType')}>
            <Select
              id="product-type"
              value={values.productType}
              onChange={(value) => set('productType', value)}
              options={MERCHANDISE_PRODUCT_TYPES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item label="Category" htmlFor="product-category" {...field('category')}>
            <Select
              id="product-category"
              value={values.category}
              onChange={(value) => set('category', value)}
              options={MERCHANDISE_CATEGORIES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </div>
        <Form.Item label="Features (one per line)" htmlFor="product-features" {...field('features')}>
          <Input.TextArea id="product-features" value={values.features} onChange={(event) => set('features', event.target.value)} rows={3} />
        </Form.Item>
        <div className="mfa-form-row">
          <Form.Item label="Sizes (comma-separated)" htmlFor="product-sizes" {...field('sizes')}>
            <Input id="product-sizes" value={values.sizes} onChange={(event) => set('sizes', event.target.value)} placeholder="S, M, L" />
          </Form.Item>
          <Form.Item label="Colors (comma-separated)" htmlFor="product-colors" {...field('colors')}>
            <Input id="product-colors" value={values.colors} onChange={(event) => set('colors', event.target.value)} placeholder="Navy, Sky" />
          </Form.Item>
        </div>
        <Form.Item label="Images" {...field('images')}>
          <Checkbox.Group className="mfa-picture-picker" value={values.images} onChange={(list) => set('images', list)}>
            {MERCHANDISE_PICTURES.map((name) => {
              const url = merchandisePictureUrl(name);
              return (
                <Checkbox key={name} value={url} className="mfa-picture-option" aria-label={name}>
                  <img src={url} alt="" width={56} height={56} loading="lazy" />
                  <span>{name}</span>
                </Checkbox>
              );
            })}
          </Checkbox.Group>
        </Form.Item>
        <div className="mfa-form-row">
          <Form.Item label="In stock" htmlFor="product-in-stock">
            <Switch id="product-in-stock" checked={values.inStock} onChange={(checked) => set('inStock', checked)} />
          </Form.Item>
          <Form.Item label="Featured" htmlFor="product-featured">
            <Switch id="product-featured" checked={values.featured} onChange={(checked) => set('featured', checked)} />
          </Form.Item>
          <Form.Item label="Sort order" htmlFor="product-sort" {...field('sortOrder')}>
            <InputNumber
              id="product-sort"
              value={values.sortOrder}
              precision={0}
              onChange={(value) => set('sortOrder', typeof value === 'number' ? value : 0)}
            />
          </Form.Item>
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
