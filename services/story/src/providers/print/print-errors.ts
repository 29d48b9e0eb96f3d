/** A colouring book is made from a story's illustrations, so it needs at least one. */
export class ColoringBookNeedsIllustrations extends Error {
  constructor() {
    super('The coloring book needs at least one illustration');
    this.name = 'ColoringBookNeedsIllustrations';
  }
}
