import rules from './rules/personal-data.json';

/**
 * Personal details that need counting rather than a pattern: a phone number is any run of nine or
 * more digits, and "42 Maple Street" is an address unless the words before the street type are
 * ordinary story words ("3 bears on Honey Lane"). The other patterns live in rules/personal-data.json.
 */
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const NOT_IN_ADDRESS = new Set(rules.notInAddress);
const STREET =
  /\b(\d{1,5}[a-z]?),?\s+((?:[\p{L}'-]+\s+){1,3})(street|st|road|rd|avenue|ave|lane|ln|drive|dr|court|ct|boulevard|blvd|crescent|terrace|close|way|place|pl|square|sq)\b/giu;

export function findCountedPersonalData(folded: string): 'phone number' | 'street address' | undefined {
  for (const match of folded.matchAll(PHONE_CANDIDATE)) {
    if (match[0].replace(/\D/g, '').length >= 9) return 'phone number';
  }
  for (const match of folded.matchAll(STREET)) {
    const words = (match[2] ?? '').trim().split(/\s+/);
    if (!words.some((word) => NOT_IN_ADDRESS.has(word))) return 'street address';
  }
  return undefined;
}
