/**
 * Personal details a parent might type by accident: the story is saved and may be shared, so
 * addresses, phone numbers, email addresses and full postcodes never go into it.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const NOT_IN_ADDRESS = new Set(['on', 'in', 'down', 'up', 'to', 'at', 'along', 'by', 'of', 'the', 'and', 'walk', 'walks', 'walked', 'live', 'lives', 'lived', 'went', 'go', 'goes', 'run', 'runs', 'ran', 'little', 'big']);
const STREET = /\b(\d{1,5}[a-z]?)\s+((?:[\p{L}'-]+\s+){1,3})(street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|boulevard|blvd|crescent|terrace|close|way|place|pl|square|sq)\b/giu;
const UK_POSTCODE = /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/i;
const US_ZIP_PLUS_FOUR = /\b\d{5}-\d{4}\b/;
const CANADIAN_POSTCODE = /\b[a-z]\d[a-z]\s?\d[a-z]\d\b/i;

export function findPersonalData(text: string): string | undefined {
  if (EMAIL.test(text)) return 'email address';
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    if (match[0].replace(/\D/g, '').length >= 9) return 'phone number';
  }
  for (const match of text.matchAll(STREET)) {
    const words = (match[2] ?? '').trim().toLowerCase().split(/\s+/);
    if (!words.some((word) => NOT_IN_ADDRESS.has(word))) return 'street address';
  }
  if (UK_POSTCODE.test(text) || US_ZIP_PLUS_FOUR.test(text) || CANADIAN_POSTCODE.test(text)) return 'postcode';
  return undefined;
}
