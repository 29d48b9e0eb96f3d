import { randomUUID } from 'node:crypto';
import { ageFromBirthMonth, isParentName, MAX_AGE, MAX_CHILDREN, MIN_AGE, type Child, type childInputSchema } from '@bedtime/contracts';
import { NotFoundError, ValidationError, type Logger } from '@bedtime/service-kit';
import type { z } from 'zod';
import type { ChildFields, ChildRow, ChildrenRepository } from '../data/children-repository';
import type { StorySafety } from '../providers/safety/story-safety';

export const CHILD_NOT_FOUND = 'Child not found';
export const TOO_MANY_CHILDREN = `A family can save up to ${MAX_CHILDREN} children. Remove one to add another.`;
export const PARENT_NAME_REFUSED = "That reads as a grown-up's name. Please enter the child's own name: it names the hero of their stories.";

type ChildInput = z.output<typeof childInputSchema>;

export function toChild(row: ChildRow, today: Date): Child {
  return {
    id: row.id,
    name: row.name,
    birthMonth: row.birthMonth,
    age: ageFromBirthMonth(row.birthMonth, today),
    gender: row.gender as Child['gender'],
    interests: row.interests,
    style: row.style as Child['style'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A family's saved children. The name becomes a story's hero and is heard by a child, so it passes the same
 * screen as the wizard's child's name (our rules, then the provider's moderation when configured); the age
 * from the birth month must be one the stories are written for today.
 */
export function createChildProfiles({ children, safety, now = () => new Date() }: { children: ChildrenRepository; safety: StorySafety; now?: () => Date }) {
  async function checked(input: ChildInput, log: Logger, userId: string): Promise<ChildFields> {
    const age = ageFromBirthMonth(input.birthMonth, now());
    if (age < MIN_AGE || age > MAX_AGE) {
      throw new ValidationError(
        age < 0
          ? 'The birth month is in the future. Please check it.'
          : `Stories are written for children aged ${MIN_AGE} to ${MAX_AGE}; from that birth month the child is ${age}.`,
        { field: 'birthMonth' },
      );
    }
    const screened = safety.checkText(input.name, "the child's name");
    const moderated = screened.ok ? await safety.moderateParentInput({ lesson: '', plotTwists: [], childName: input.name }) : undefined;
    const refusal = !screened.ok
      ? { category: screened.category, rule: screened.rule, message: screened.message }
      : moderated && !moderated.ok
        ? moderated
        : undefined;
    if (refusal) {
      // Why, never the name itself.
      log.info({ userId, field: 'name', category: refusal.category, rule: refusal.rule }, 'child profile refused by the child-safety screen');
      throw new ValidationError(refusal.message, { field: 'name' });
    }
    if (isParentName(input.name)) throw new ValidationError(PARENT_NAME_REFUSED, { field: 'name' });
    return { name: input.name, birthMonth: input.birthMonth, gender: input.gender, interests: [...input.interests], style: input.style };
  }

  /** One of the caller's own children; anyone else's is answered like one never saved. */
  async function get(userId: string, id: string): Promise<ChildRow> {
    const row = await children.findOwn(userId, id);
    if (!row) throw new NotFoundError(CHILD_NOT_FOUND);
    return row;
  }

  return {
    get,

    async list(userId: string): Promise<Child[]> {
      const today = now();
      return (await children.listOf(userId)).map((row) => toChild(row, today));
    },

    async add(userId: string, input: ChildInput, log: Logger): Promise<Child> {
      const fields = await checked(input, log, userId);
      if ((await children.countOf(userId)) >= MAX_CHILDREN) throw new ValidationError(TOO_MANY_CHILDREN);
      return toChild(await children.insert({ id: randomUUID(), userId, ...fields }), now());
    },

    async update(userId: string, id: string, input: ChildInput, log: Logger): Promise<Child> {
      await get(userId, id);
      const row = await children.updateOwn(userId, id, await checked(input, log, userId));
      if (!row) throw new NotFoundError(CHILD_NOT_FOUND);
      return toChild(row, now());
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await children.deleteOwn(userId, id))) throw new NotFoundError(CHILD_NOT_FOUND);
    },
  };
}
export type ChildProfiles = ReturnType<typeof createChildProfiles>;
