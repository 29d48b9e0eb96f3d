// The composer leaves the screen's words out of its vocabulary; the screen is a shared package.
export { harmfulWords, ruleWords } from '@bedtime/child-safety';
