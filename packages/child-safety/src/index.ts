export { findUnsafe, refusalMessage, screenGeneratedText, screenMessage, screenName, screenParentInput, screenText } from './screen';
export type { ParentField, ParentInput, ParentInputScreen, ScreenFinding, TextScreen } from './screen';
export type { SafetyCategory } from './rule-set';
export { harmfulWords, ruleWords } from './rule-set';
export { foldText } from './normalize';
export { isLinkLike, stripLinks } from './links';
