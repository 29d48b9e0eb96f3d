import type { Companion, InterestKit, Thing } from './interest-kit';
import { FirstMention, shortForm } from './first-mention';
import type { Rng } from './random';
import { settle, type Ctx, type Lines } from './template';

/** One companion and its corner of an interest's world; a story has one member per scene. */
export interface CastMember {
  kit: InterestKit;
  companion: Companion;
  /** The companion's description as this story tells it (a kit may word it several ways). */
  kind: string;
  place: string;
  thing: Thing;
  scene: Lines;
  slots: Ctx;
}

function theForm(thing: Thing): string {
  return thing.a.replace(/^(a|an|some)\s/i, 'the ');
}

function pickUnused<T>(rng: Rng, items: readonly T[], used: Set<T>, accept: (item: T) => boolean = () => true): T {
  const fresh = items.filter((item) => !used.has(item) && accept(item));
  const choice = rng.pick(fresh.length > 0 ? fresh : items);
  used.add(choice);
  return choice;
}

/**
 * Picks the cast: one member per interest, or two from the same world when only one interest was
 * chosen, so a single-interest story still has two companions and two scenes.
 */
export function castStory(kits: readonly InterestKit[], heroName: string, rng: Rng): CastMember[] {
  const plan = kits.length === 1 ? [kits[0] as InterestKit, kits[0] as InterestKit] : [...kits];
  const usedCompanions = new Set<Companion>();
  const usedPlaces = new Set<string>();
  const usedThings = new Set<Thing>();
  const usedScenes = new Set<Lines>();
  // Members from the same world share their decks, so a single-interest story never repeats a detail.
  const decks = new Map<InterestKit, Ctx>();
  const deckFor = (kit: InterestKit): Ctx => {
    const existing = decks.get(kit);
    if (existing) return existing;
    const created: Ctx = { sight: rng.deck(kit.sights), sound: rng.deck(kit.sounds), air: rng.deck(kit.airs), action: rng.deck(kit.actions) };
    decks.set(kit, created);
    return created;
  };
  return plan.map((kit) => {
    const companion = pickUnused(rng, kit.companions, usedCompanions, (c) => c.name.toLowerCase() !== heroName.toLowerCase());
    // A description, place or thing is worded once per story and then kept, so a friend stays one friend.
    const kind = settle(companion.kind, rng);
    const place = settle(pickUnused(rng, kit.places, usedPlaces), rng);
    const pickedThing = pickUnused(rng, kit.things, usedThings);
    const thing: Thing = { a: settle(pickedThing.a, rng), noun: pickedThing.noun };
    const scene = pickUnused(rng, kit.scenes, usedScenes);
    const placeMention = new FirstMention(shortForm(place));
    const thingMention = new FirstMention(shortForm(thing.a, thing.noun));
    const slots: Ctx = {
      comp: companion.name,
      compKind: kind,
      compNoun: companion.noun,
      compSays: companion.says,
      place: placeMention.slot(place),
      thing: thingMention.slot(thing.a),
      the_thing: thingMention.slot(theForm(thing)),
      thingNoun: thing.noun,
      ...deckFor(kit),
      refrain: rng.pick(kit.refrains),
    };
    return { kit, companion, kind, place, thing, scene, slots };
  });
}

/** The same slots under numbered names ({comp2}, {place2}) for beats that span several worlds. */
export function numberedSlots(member: CastMember, suffix: string): Ctx {
  return Object.fromEntries(Object.entries(member.slots).map(([key, value]) => [`${key}${suffix}`, value]));
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
