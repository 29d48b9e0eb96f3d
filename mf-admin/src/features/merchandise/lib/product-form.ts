import {
  type MERCHANDISE_CATEGORIES,
  type MERCHANDISE_PRODUCT_TYPES,
  merchandiseInputSchema,
  type MerchandiseInput,
  type MerchandiseItem,
} from '@bedtime/contracts';

/**
 * The admin product form's values as the person types them (features one per line, sizes and colours
 * comma-separated), and the rules that turn them into the API's body. The body is checked with the same
 * zod contract billing uses, so the form refuses exactly what the server would.
 */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: string;
  productType: (typeof MERCHANDISE_PRODUCT_TYPES)[number];
  category: (typeof MERCHANDISE_CATEGORIES)[number];
  images: string[];
  features: string;
  sizes: string;
  colors: string;
  inStock: boolean;
  featured: boolean;
  sortOrder: number;
}

/** What the form shows when it opens in create mode, and resets to when closed. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  price: '',
  productType: 't-shirt',
  category: 'apparel',
  images: [],
  features: '',
  sizes: '',
  colors: '',
  inStock: true,
  featured: false,
  sortOrder: 0,
};

/**
 * The product rules' slug rule: the name lower-cased, every run of characters other than letters and digits turned
 * into one hyphen, hyphens at the ends trimmed ("Moon & Stars" -> "moon-stars"). Accents are taken off
 * letters first, so "Crème" keeps its e rather than splitting the word.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/**
 * The slug after the name changed: it follows the name while the person has not typed a slug of their own
 * (empty, or still the slug of the previous name).
 */
export function nextSlug(previousName: string, currentSlug: string, newName: string): string {
  return currentSlug === '' || currentSlug === slugify(previousName) ? slugify(newName) : currentSlug;
}

/** On leaving the name or the slug field: an empty slug is filled from the name, in create and edit mode alike. */
export function slugOnLeave(values: Pick<ProductFormValues, 'name' | 'slug'>): string {
  return values.slug.trim() === '' ? slugify(values.name) : values.slug;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const commaList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function formValuesFromItem(item: MerchandiseItem): ProductFormValues {
  return {
    name: item.name,
    slug: item.slug,
    description: item.description,
    price: item.price,
    productType: item.productType,
    category: item.category,
    images: [...item.images],
    features: item.features.join('\n'),
    sizes: item.sizes.join(', '),
    colors: item.colors.join(', '),
    inStock: item.inStock,
    featured: item.featured,
    sortOrder: item.sortOrder,
  };
}

export type ProductFormResult = { ok: true; body: MerchandiseInput } | { ok: false; errors: Partial<Record<keyof ProductFormValues, string>> };

/** The request body for POST / PUT /api/admin/merchandise, or the message for each field that is wrong. */
export function toMerchandiseInput(values: ProductFormValues): ProductFormResult {
  const body: MerchandiseInput = {
    name: values.name,
    slug: values.slug,
    description: values.description,
    price: values.price,
    productType: values.productType,
    category: values.category,
    images: values.images,
    features: lines(values.features),
    sizes: commaList(values.sizes),
    colors: commaList(values.colors),
    inStock: values.inStock,
    featured: values.featured,
    sortOrder: values.sortOrder,
  };
  const parsed = merchandiseInputSchema.safeParse(body);
  if (parsed.success)
    return { ok: true, body: { ...body, name: parsed.data.name, slug: parsed.data.slug, description: parsed.data.description, price: parsed.data.price } };
  const errors: Partial<Record<keyof ProductFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProductFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
