// A small game used to test the kernel's services that Stak Bots does not need: a stack
// with priority and responses, targets chosen when a card is announced, replacements,
// neutral (monster) triggers, durations and dice. It is not a product game.
import type { CardDefinitionInput, Vocabulary } from '../defs';
import { CardDefinition } from '../defs';
import type { Action, Ctx, GameModule, StepResult } from '../core/context';
import { DONE } from '../core/context';
import { emit, expireEndOfTurn, expireStartOfTurn, moveCard, pushStackItem, scopeFor, startEffect, withTargets } from '../core/ops';
import { addCard, cardRefIn, FIRST_CARD, nextId, seatsFrom, type Frame } from '../core/state';

const vocabulary: Vocabulary = {
  game: 'toy',
  name: 'Toy',
  players: { min: 2, max: 4 },
  cardKinds: [
    { name: 'spell', doc: 'Resolves, then goes to the discard pile.', stats: [], abilityWords: ['play'] },
    { name: 'relic', doc: 'Stays on the field.', stats: [], abilityWords: ['play'] },
    { name: 'beast', doc: 'A creature in the arena, controlled by nobody.', stats: [{ name: 'hp', doc: 'Health.' }], abilityWords: [] },
  ],
  zones: [
    { name: 'deck', doc: '', scope: 'seat', visibility: 'hidden', ordered: true },
    { name: 'hand', doc: '', scope: 'seat', visibility: 'owner', ordered: false },
    { name: 'field', doc: '', scope: 'seat', visibility: 'public', ordered: false },
    { name: 'discard', doc: '', scope: 'seat', visibility: 'public', ordered: true },
    { name: 'arena', doc: '', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'casting', doc: 'Cards on the stack.', scope: 'shared', visibility: 'public', ordered: false },
  ],
  resources: [{ name: 'coins', doc: '' }],
  counters: [],
  verbs: [{ name: 'cast', doc: 'Put the announced card on the stack.', args: { card: 'word' } }],
  events: [],
  variants: [],
  ruleOptions: [],
  ruleNumbers: [
    { name: 'hand-size', doc: 'Cards a player may hold.', default: 5, min: 0, max: 20, scope: 'player', aliases: ['hand'] },
    { name: 'arena-size', doc: 'Beasts the arena holds at setup.', default: 3, min: 0, max: 9, scope: 'game' },
  ],
  // Each player brings a deck of their own: a table's `seatCards` are dealt into the seats' decks.
  construction: { scope: 'seat', sections: [{ id: 'deck', name: 'Deck', doc: 'Spells and relics.', kinds: ['spell', 'relic'], zone: 'deck' }], rules: [] },
};

/** Cards start in hands as the test's `hands` say; beasts start in the arena. */
export type ToySetup = { hands: Record<string, string[]>; fields?: Record<string, string[]>; decks?: Record<string, string[]>; arena?: string[]; autoPass?: boolean; rollsOnStack?: boolean };

function castVerb(ctx: Ctx, frame: Frame, args: Record<string, unknown>): StepResult {
  const card = cardRefIn(ctx.state, args.card)!;
  const definition = ctx.defs.get(ctx.state.cards[card]!.def)!;
  const play = definition.abilities.find((a) => a.kind === 'play');
  moveCard(ctx, card, 'casting');
  pushStackItem(ctx, {
    id: nextId(ctx.state, 'i'),
    kind: 'card',
    label: definition.name,
    source: card,
    controller: frame.scope.controller,
    effect: play?.kind === 'play' ? play.effect : { kind: 'sequence', steps: [] },
    // Targets announced with the card travel with it to resolution.
    scope: { ...frame.scope, source: card },
    check: null,
  });
  return DONE;
}

export function toyGame(setupSpec: ToySetup): GameModule {
  return {
    vocabulary,
    policy: {
      stack: 'priority',
      targets: 'when-put-on-stack',
      triggerOrder: { neutral: 'resolve-last', ownerOrders: true },
      autoPass: setupSpec.autoPass ?? false,
      rolls: setupSpec.rollsOnStack ? 'on-stack' : 'immediate',
      caps: { actions: 400, turns: 50, stepsPerAction: 2000, depth: 32 },
    },
    places: { draw: 'deck', hand: 'hand', discard: 'discard', destroyed: 'discard' },
    setup: (ctx, config) => {
      const { state } = ctx;
      for (const seat of state.seats) {
        for (const type of ['deck', 'hand', 'field', 'discard']) state.zones[`${seat.id}/${type}`] = { id: `${seat.id}/${type}`, type, owner: seat.id, cards: [] };
      }
      state.zones.arena = { id: 'arena', type: 'arena', owner: null, cards: [] };
      state.zones.casting = { id: 'casting', type: 'casting', owner: null, cards: [] };
      const byName = new Map(config.cards.map((d) => [d.name, d]));
      const make = (name: string, zone: string, owner: string | null) => {
        const id = addCard(state, byName.get(name)!.id, owner, zone, true);
        state.zones[zone]!.cards.push(id);
      };
      for (const [seat, names] of Object.entries(setupSpec.hands)) for (const name of names) make(name, `${seat}/hand`, seat);
      for (const [seat, names] of Object.entries(setupSpec.fields ?? {})) for (const name of names) make(name, `${seat}/field`, seat);
      for (const [seat, names] of Object.entries(setupSpec.decks ?? {})) for (const name of names) make(name, `${seat}/deck`, seat);
      for (const name of setupSpec.arena ?? []) make(name, 'arena', null);
      for (const [seat, deck] of Object.entries(config.seatCards ?? {})) {
        for (const definition of deck) {
          const id = addCard(state, definition.id, seat, `${seat}/deck`, false);
          state.zones[`${seat}/deck`]!.cards.push(id);
        }
      }
      state.turn.phase = 'start';
      return null;
    },
    flow: (ctx) => {
      const { state } = ctx;
      if (state.turn.phase === 'start') {
        expireStartOfTurn(ctx, state.turn.active);
        emit(ctx, { type: 'turn-began', player: state.turn.active });
        state.turn.phase = 'main';
        return;
      }
      if (state.turn.phase === 'main') {
        if (state.passes >= seatsFrom(state, state.turn.active).length) {
          state.turn.phase = 'end';
          return;
        }
        state.prompt = { kind: 'priority', seat: state.priority ?? state.turn.active };
        state.priority = state.prompt.seat;
        return;
      }
      expireEndOfTurn(ctx);
      for (let n = FIRST_CARD; n < state.cards.length; n += 1) state.cards[n]!.damage = 0;
      const next = seatsFrom(state, state.turn.active)[1] ?? state.turn.active;
      state.turn = { number: state.turn.number + 1, active: next, phase: 'start', step: 0 };
      state.passes = 0;
      state.priority = null;
    },
    moves: (ctx, prompt) => {
      const seat = prompt.seat;
      return ctx.state.zones[`${seat}/hand`]!.cards.map((card): Action => ({ seat, kind: 'play', card }));
    },
    applyMove: (ctx, action) => {
      const card = cardRefIn(ctx.state, action.card)!;
      const definition = ctx.defs.get(ctx.state.cards[card]!.def)!;
      const play = definition.abilities.find((a) => a.kind === 'play');
      const targets = play?.kind === 'play' ? play.targets : [];
      // Announce: choose targets first, then the card goes on the stack with them.
      startEffect(ctx, withTargets(targets, { kind: 'game', verb: 'cast', args: { card } }), scopeFor(ctx, card, action.seat));
    },
    activeCards: (ctx) => [...Object.values(ctx.state.zones).filter((z) => z.type === 'field' || z.type === 'arena').flatMap((z) => z.cards)],
    inPlay: (ctx, card) => ['field', 'arena'].includes(ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type ?? ''),
    verbs: { cast: castVerb },
    canSee: (ctx, card, viewer) => {
      const zone = ctx.state.zones[ctx.state.cards[card]?.zone ?? ''];
      if (!zone) return false;
      if (zone.type === 'hand') return zone.owner === viewer;
      return zone.type !== 'deck';
    },
    afterResolve: (ctx, item) => {
      if (item.kind !== 'card' || item.source === null) return;
      const instance = ctx.state.cards[item.source]!;
      if (instance.zone !== 'casting') return;
      const kind = ctx.defs.get(instance.def)!.kind;
      moveCard(ctx, item.source, `${instance.owner}/${kind === 'relic' ? 'field' : 'discard'}`);
    },
    onCancelled: (ctx, item) => {
      if (item.kind === 'card' && item.source !== null) moveCard(ctx, item.source, `${ctx.state.cards[item.source]!.owner}/discard`);
    },
  };
}

export function toyCards(cards: CardDefinitionInput[]) {
  return cards.map((c) => CardDefinition.parse(c));
}

