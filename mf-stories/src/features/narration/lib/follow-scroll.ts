/** The part of the window a spoken word may sit in without the page moving: 18 % from the top to 78 %. */
export const COMFORT_TOP = 0.18;
export const COMFORT_BOTTOM = 0.78;
/** After the reader scrolls by hand, the page leaves the scrolling to them for this long. */
export const MANUAL_SCROLL_GRACE_MS = 4_000;

/** Whether a word whose box spans top..bottom (window coordinates) has left the comfortable band. */
export function leftComfortBand(top: number, bottom: number, viewportHeight: number): boolean {
  return top < viewportHeight * COMFORT_TOP || bottom > viewportHeight * COMFORT_BOTTOM;
}
