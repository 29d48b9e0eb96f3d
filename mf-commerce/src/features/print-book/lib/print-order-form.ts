import {
  DEFAULT_SHIPPING_COUNTRY,
  DEFAULT_SHIPPING_LEVEL,
  PRINT_REQUIRED_FIELDS,
  PRINT_SELECT_CONFIG,
  type BookType,
  type PrintPaymentIntentRequest,
  type PrintShippingAddressInput,
  type ShippingCountry,
  type ShippingLevel,
} from '@bedtime/contracts';

export const COLORING_NEEDS_ILLUSTRATIONS = 'Generate illustrations first to unlock the coloring book.';

/** The address as typed: every field a string (optional ones may be empty). */
export type AddressForm = Required<{ [K in keyof PrintShippingAddressInput]: string }> & { country_code: ShippingCountry };

/** What the dialog's steps choose: the book, where it ships and how fast. */
export interface BookDetails {
  bookType: BookType;
  configId: number | undefined;
  address: AddressForm;
  level: ShippingLevel;
}

export const EMPTY_DETAILS: BookDetails = {
  bookType: 'storybook',
  configId: undefined,
  address: {
    name: '',
    email: '',
    address_line1: '',
    address_line2: '',
    city: '',
    state_code: '',
    postal_code: '',
    country_code: DEFAULT_SHIPPING_COUNTRY,
    phone: '',
  },
  level: DEFAULT_SHIPPING_LEVEL,
};

const REQUIRED: (keyof AddressForm)[] = ['name', 'address_line1', 'city', 'postal_code'];

/** Why the details cannot be priced yet (the dialog's own checks; billing checks the rest with the contract), or null. */
export function detailsProblem(details: BookDetails, hasConfig: boolean, coloringReady: boolean): string | null {
  if (REQUIRED.some((field) => !details.address[field].trim())) return PRINT_REQUIRED_FIELDS;
  if (!hasConfig) return PRINT_SELECT_CONFIG;
  if (details.bookType === 'coloring' && !coloringReady) return COLORING_NEEDS_ILLUSTRATIONS;
  return null;
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The book as it is priced and ordered: the same fields for the payment and for the order. */
export function printRequest(storyId: string, bookConfigId: number, details: BookDetails, orderKey: string): PrintPaymentIntentRequest {
  const { address } = details;
  return {
    storyId,
    bookConfigId,
    bookType: details.bookType,
    shippingLevel: details.level,
    shippingAddress: {
      name: address.name,
      email: optional(address.email),
      address_line1: address.address_line1,
      address_line2: optional(address.address_line2),
      city: address.city,
      state_code: optional(address.state_code),
      postal_code: address.postal_code,
      country_code: address.country_code,
      // Required (the carrier's number); an empty one is refused by the contract with its own message.
      phone: address.phone.trim(),
    },
    orderKey,
  };
}
