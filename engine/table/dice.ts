// A layout's dice (engine/defs/table-layout.ts, `dice`) as the table draws them: each seat's pool,
// the dice grouped by the symbol they show, and the dice resting on each card. Plain data from
// the state's dice (engine/random/dice.ts); the page only draws it.
import type { Action } from '../core/context';
import type { CardRef, Die, GameState } from '../core/state';

/** One die as shown: the face up now, whose it is and the card it belongs to. */
export type DieView = {
  id: string;
  owner: string;
  card: CardRef | null;
  symbol: string;
  value: number;
  modifier: boolean;
  cost: number;
  /** The face is valued X (its card says what X is worth); `value` is then 0. */
  x?: boolean;
};

/** Dice of a pool showing one symbol: they resolve together. */
export type DiceGroup = { symbol: string; dice: DieView[] };

export type DiceView = {
  /** Each seat's pool, in seat order, grouped by symbol in the order the symbols first show. */
  pools: { seat: string; groups: DiceGroup[] }[];
  /** The dice resting on each card (not rolled, or back after resolving). */
  onCards: Record<CardRef, DieView[]>;
};

function dieView(die: Die): DieView {
  const face = die.faces[die.face] ?? { symbol: 'blank', value: 0, modifier: false, cost: 0 };
  const view = { id: die.id, owner: die.owner, card: die.card, symbol: face.symbol, value: face.value, modifier: face.modifier, cost: face.cost };
  return face.x ? { ...view, x: true } : view;
}

/** `die-2` before `die-10`. */
const byNumber = (a: Die, b: Die) => a.id.localeCompare(b.id, 'en', { numeric: true });

export function diceView(state: GameState): DiceView {
  const dice = Object.values(state.dice).sort(byNumber);
  const pools = state.seats.map((seat) => {
    const groups: DiceGroup[] = [];
    for (const die of dice) {
      if (die.owner !== seat.id || die.place !== 'pool') continue;
      const view = dieView(die);
      const group = groups.find((g) => g.symbol === view.symbol);
      if (group) group.dice.push(view);
      else groups.push({ symbol: view.symbol, dice: [view] });
    }
    return { seat: seat.id, groups };
  });
  const onCards: Record<CardRef, DieView[]> = {};
  for (const die of dice) if (die.place === 'card' && die.card !== null) (onCards[die.card] ??= []).push(dieView(die));
  return { pools, onCards };
}

/**
 * The dice an action is about: a die it names, or, for an action naming a symbol (resolve the
 * melee dice), the dice of its seat's pool showing that symbol.
 */
export function diceOfAction(state: GameState, action: Action): string[] {
  const out: string[] = [];
  for (const key in action) {
    if (key === 'seat' || key === 'kind') continue;
    const value = action[key];
    if (typeof value !== 'string') continue;
    if (state.dice[value]) out.push(value);
    else if (key === 'symbol') for (const die of Object.values(state.dice).sort(byNumber)) if (die.owner === action.seat && die.place === 'pool' && die.faces[die.face]?.symbol === value) out.push(die.id);
  }
  return out;
}

/** A key that changes whenever the dice resting on a card do (the page redraws the card then). */
export function diceKey(dice: readonly DieView[] | undefined): string {
  return dice ? dice.map((d) => `${d.id}:${d.modifier ? '+' : ''}${d.x ? 'X' : d.value}${d.symbol}${d.cost}`).join(',') : '';
}
