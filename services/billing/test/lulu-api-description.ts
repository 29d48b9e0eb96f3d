/**
 * Lulu's print API, as its published OpenAPI description says (Lulu Print API v1, "Universal Publishing
 * Platform API", served at https://api.lulu.com/docs/ and the sandbox https://api.sandbox.lulu.com/docs/;
 * read here from a public copy of that description dated April 2023). Only the operations billing calls,
 * written down as JSON Schema so the fake Lulu can check every request billing sends:
 * - unknown properties are refused (the description lists every one a request may carry);
 * - properties the description marks readOnly (id, status, costs, ...) are never accepted in a request,
 *   though the generated `required` lists name some of them;
 * - rules the description states in words are written as schema: phone_number's "Validation Regex Pattern"
 *   `^\+?[\d\s\-.\/()]{8,20}$`; state_code "required for some countries (e.g. US, MX, CA, AU)"; a print
 *   job's shipping address may leave out phone_number and email ("the default ... from the account will be
 *   used"), while a cost calculation's must have a phone_number.
 * - print-job statuses and their transitions: CREATED -> UNPAID | REJECTED | CANCELED | PRODUCTION_READY;
 *   UNPAID -> PAYMENT_IN_PROGRESS | CANCELED | PRODUCTION_DELAYED; ... IN_PRODUCTION -> SHIPPED | ERROR.
 * Where the description contradicts itself, the choice is noted beside the property.
 */

export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: readonly string[];
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  format?: 'email' | 'uri';
  /** Checks the description states in prose, on the whole object. */
  rules?: ((value: Record<string, unknown>) => string | null)[];
}

export const LULU_SHIPPING_LEVELS = ['MAIL', 'PRIORITY_MAIL', 'GROUND_HD', 'GROUND_BUS', 'GROUND', 'EXPEDITED', 'EXPRESS'] as const;
export const LULU_JOB_STATUSES = [
  'CREATED',
  'REJECTED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_READY',
  'PRODUCTION_DELAYED',
  'IN_PRODUCTION',
  'ERROR',
  'SHIPPED',
  'CANCELED',
] as const;
export const LULU_PHONE_PATTERN = /^\+?[\d\s\-./()]{8,20}$/;
const STATE_REQUIRED = ['US', 'MX', 'CA', 'AU'];

const stateRule = (countryField: string, stateField: string) => (address: Record<string, unknown>) =>
  STATE_REQUIRED.includes(String(address[countryField])) && !address[stateField]
    ? `${stateField}: This field is required for ${String(address[countryField])}.`
    : null;

const lineItemForCost: Schema = {
  type: 'object',
  properties: { page_count: { type: 'integer' }, pod_package_id: { type: 'string' }, quantity: { type: 'number' } },
  required: ['quantity', 'pod_package_id', 'page_count'],
};

const addressCommon: Record<string, Schema> = {
  city: { type: 'string' },
  country_code: { type: 'string', minLength: 2, maxLength: 2 },
  email: { type: 'string', format: 'email' },
  is_business: { type: 'boolean' },
  name: { type: 'string' },
  organization: { type: 'string' },
  phone_number: { type: 'string', maxLength: 20, pattern: LULU_PHONE_PATTERN },
  postcode: { type: 'string', maxLength: 64 },
  state_code: { type: 'string', pattern: /^[A-Z0-9]{2,3}$/ },
  street1: { type: 'string' },
  street2: { type: 'string' },
  title: { type: 'string', enum: ['MR', 'MISS', 'MRS', 'MS', 'DR'] },
};

/** POST /print-job-cost-calculations/ */
export const costCalculationRequest: Schema = {
  type: 'object',
  properties: {
    line_items: { type: 'array', items: lineItemForCost },
    shipping_address: {
      type: 'object',
      properties: addressCommon,
      required: ['street1', 'city', 'country_code', 'postcode', 'phone_number'],
      rules: [stateRule('country_code', 'state_code')],
    },
    shipping_option: { type: 'string', enum: LULU_SHIPPING_LEVELS },
  },
  required: ['shipping_option', 'shipping_address', 'line_items'],
};

/** POST /shipping-options/ ("minimal input data: country, page_count, quantity, pod_package_id; currency only if not USD") */
export const shippingOptionsRequest: Schema = {
  type: 'object',
  properties: {
    currency: { type: 'string', enum: ['AUD', 'CAD', 'EUR', 'GBP', 'USD'] },
    line_items: { type: 'array', items: lineItemForCost },
    shipping_address: {
      type: 'object',
      // The schema names the region `state`; the description's own example sends `state_code`, as every other
      // address of the API does. Both are accepted here; billing sends state_code.
      properties: {
        country: { type: 'string', minLength: 2, maxLength: 2 },
        city: { type: 'string' },
        is_business: { type: 'boolean' },
        is_postbox: { type: 'boolean' },
        name: { type: 'string' },
        organization: { type: 'string' },
        phone_number: { type: 'string', maxLength: 20, pattern: LULU_PHONE_PATTERN },
        postcode: { type: 'string', maxLength: 64 },
        state: { type: 'string' },
        state_code: { type: 'string', pattern: /^[A-Z0-9]{2,3}$/ },
        street1: { type: 'string' },
        street2: { type: 'string' },
      },
      required: ['country'],
    },
  },
  required: ['line_items', 'shipping_address'],
};

const fileSource: Schema = {
  type: 'object',
  properties: { source_url: { type: 'string', format: 'uri' }, source_md5_sum: { type: 'string' } },
  required: ['source_url'],
};

/** POST /print-jobs/ (readOnly fields left out: id, status, costs, dates, order_id, ...) */
export const printJobRequest: Schema = {
  type: 'object',
  properties: {
    contact_email: { type: 'string', format: 'email' },
    external_id: { type: 'string' },
    line_items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          external_id: { type: 'string' },
          printable_id: { type: 'string' },
          printable_normalization: {
            type: 'object',
            properties: { cover: fileSource, interior: fileSource, pod_package_id: { type: 'string' } },
            required: ['interior', 'cover'],
          },
          quantity: { type: 'integer' },
          title: { type: 'string' },
        },
        required: ['quantity'],
      },
    },
    production_delay: { type: 'integer' },
    // "If no phone number is given, the default ... in the API user profile will be used": phone_number and
    // email are optional here, though the generated required list names them.
    shipping_address: {
      type: 'object',
      properties: addressCommon,
      required: ['name', 'street1', 'city', 'country_code', 'postcode'],
      rules: [stateRule('country_code', 'state_code')],
    },
    shipping_level: { type: 'string', enum: LULU_SHIPPING_LEVELS },
  },
  required: ['line_items', 'shipping_address', 'contact_email', 'shipping_level'],
};

/** GET /print-jobs/ query parameters. */
export const printJobListQuery = [
  'page',
  'page_size',
  'created_after',
  'created_before',
  'modified_after',
  'modified_before',
  'status',
  'id',
  'order_id',
  'exclude_line_items',
  'search',
  'ordering',
] as const;

/** Lulu's validation answer: Django REST framework's field errors (400). */
export type LuluFieldErrors = Record<string, unknown>;

/** The first problem with a value against a schema, as Lulu's 400 body would name it; null when it fits. */
export function checkLulu(schema: Schema, value: unknown, at = ''): LuluFieldErrors | null {
  const fail = (message: string): LuluFieldErrors => ({ [at || 'non_field_errors']: [message] });
  switch (schema.type) {
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('Expected an object.');
      const object = value as Record<string, unknown>;
      for (const key of Object.keys(object)) {
        if (!schema.properties?.[key]) return { [at ? `${at}.${key}` : key]: [`Unknown field (not in Lulu's description).`] };
      }
      for (const key of schema.required ?? []) {
        if (object[key] === undefined || object[key] === null || object[key] === '') return { [at ? `${at}.${key}` : key]: ['This field is required.'] };
      }
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (object[key] === undefined) continue;
        const problem = checkLulu(child, object[key], at ? `${at}.${key}` : key);
        if (problem) return problem;
      }
      for (const rule of schema.rules ?? []) {
        const message = rule(object);
        if (message) return fail(message);
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return fail('Expected a list of items.');
      if (value.length === 0) return fail('This list may not be empty.');
      for (const [index, item] of value.entries()) {
        const problem = checkLulu(schema.items!, item, `${at}.${index}`);
        if (problem) return problem;
      }
      return null;
    }
    case 'string': {
      if (typeof value !== 'string') return fail('Not a valid string.');
      if (schema.enum && !schema.enum.includes(value)) return fail(`"${value}" is not a valid choice.`);
      if (schema.minLength !== undefined && value.length < schema.minLength) return fail(`Ensure this field has at least ${schema.minLength} characters.`);
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return fail(`Ensure this field has no more than ${schema.maxLength} characters.`);
      if (schema.pattern && !schema.pattern.test(value)) return fail('Enter a valid value.');
      if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return fail('Enter a valid email address.');
      if (schema.format === 'uri' && !URL.canParse(value)) return fail('Enter a valid URL.');
      return null;
    }
    case 'integer':
      return Number.isInteger(value) ? null : fail('A valid integer is required.');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : fail('A valid number is required.');
    case 'boolean':
      return typeof value === 'boolean' ? null : fail('Must be a valid boolean.');
    default:
      return null;
  }
}
