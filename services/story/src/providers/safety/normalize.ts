// The composer reads the parent's words in the screen's folded form; the screen is a shared package.
export { foldText } from '@bedtime/child-safety';
