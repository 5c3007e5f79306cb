// A toy game (engine/testing/toy-game.ts) set up for a test, with helpers to play it: the
// events in words, cards by name, a seat's coins. Shared by the kernel's tests.
import type { CardDefinition, CardDefinitionInput, VariantDefinition } from '../defs';
import type { Action, GameModule } from '../core/context';
import { loadGame, type GameConfig } from '../core/engine';
import { FIRST_CARD } from '../core/state';
import { toyCards, toyGame, type ToySetup } from './toy-game';

/** A toy card definition: `kind` and abilities, with an id made from the name. */
export function toyCard(name: string, kind: 'spell' | 'relic' | 'beast', abilities: object[], extra: object = {}): CardDefinitionInput {
  return { id: `toy/t/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`, name, game: 'toy', kind, abilities, ...extra } as CardDefinitionInput;
}

export function toyTable(cards: CardDefinition[] | CardDefinitionInput[], setup: ToySetup, options: { variants?: VariantDefinition[]; config?: Partial<GameConfig>; module?: (base: GameModule) => GameModule } = {}) {
  const definitions = toyCards(cards as CardDefinitionInput[]);
  const base = toyGame(setup);
  const game = loadGame(options.module ? options.module(base) : base, definitions, options.variants ?? []);
  const created = game.create({ seed: 'toy', seats: 2, ...options.config });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  const events: string[] = [];
  const name = (id: unknown) => (typeof id === 'number' && state.cards[id] ? game.defs.get(state.cards[id].def)!.name : String(id));
  const act = (action: Action) => {
    const result = game.applyInPlace(state, action);
    if (!result.ok) throw new Error(`${action.seat} ${action.kind}: ${result.error.message}`);
    for (const e of result.events) events.push(`${e.type}${e.card !== undefined && e.card !== null ? ` ${name(e.card)}` : ''}${e.player ? ` ${e.player}` : ''}`);
  };
  const cardNamed = (n: string) => state.cards.slice(FIRST_CARD).find((c) => game.defs.get(c.def)!.name === n)!.id;
  const play = (seat: string, n: string) => act({ seat, kind: 'play', card: state.cards.slice(FIRST_CARD).find((c) => c.zone === `${seat}/hand` && game.defs.get(c.def)!.name === n)!.id });
  const pass = (seat: string) => act({ seat, kind: 'pass' });
  const pick = (seat: string, n: string) => act({ seat, kind: 'pick', id: state.seats.some((s) => s.id === n) ? n : cardNamed(n) });
  const coins = (seat: string) => state.seats.find((s) => s.id === seat)!.resources.coins ?? 0;
  /** Passes until the stack is empty (at most a few rounds). */
  const settle = () => {
    for (let i = 0; i < 40 && state.stack.length > 0 && state.prompt?.kind === 'priority'; i += 1) pass(state.prompt.seat);
  };
  return { game, state, events, act, play, pass, pick, coins, cardNamed, name, settle, ctx: () => game.ctx(state) };
}
