import { describe, figures, loadSplit } from '../../test/understand-figures';
for (const split of ['dev', 'heldout', 'fresh'] as const) console.log(describe(split, figures(loadSplit(split))).split('\n').slice(0, 4).join('\n'));
