// Two homes: a child never carries the grown-ups' feelings. No passage has the child apologise for
// the parents' hurt, and each register tells the child plainly that they never have to choose.
import { describe, expect, it } from 'vitest';
import twoHomes from '../src/scenes/themes/two-homes';

const texts = (register: object) => JSON.stringify(register);

describe('two homes theme', () => {
  it('never has the child say sorry for the hurt', () => {
    for (const register of [twoHomes.tiny, twoHomes.young, twoHomes.older]) {
      expect(texts(register)).not.toMatch(/sorry for the hurt/);
    }
  });

  it('tells the child they do not have to choose, in the registers that talk it through', () => {
    for (const register of [twoHomes.young, twoHomes.older]) {
      expect(texts(register)).toMatch(/(?:don\\?'t|never) have to choose/);
    }
  });
});
