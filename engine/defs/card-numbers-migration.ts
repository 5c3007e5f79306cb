// Cards as files written before cards were numbered held them (table file version 3, replay
// file version 2): by string ids, `c1`, `c2`, … for the cards each game deals or lays out at its
// start, in the order it makes them. The engine now names a card by its number, its place in
// the order the game makes its cards, so `c12` is card 12. The migrations of both formats read
// every such id in the actions played as that number.
//
// A layout (a scenario's or a table's `given`) names cards in its flags (`at:c4`: the card a
// Destiny upgrade is on), and a scenario's steps name them in their words (`activate c3`): those
// ids read as numbers too. A die keeps its id (`c3-d1`, a die of card 3's).
//
// Cards made during play had other ids (a card a token effect or a god tool made); no file says
// which number such a card has now, so their ids are left as written: an action naming one no
// longer matches a legal action, and replaying the file stops there with the action's place.

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id the games gave the cards they made at their start. */
const DEALT_CARD_ID = /^c([1-9][0-9]{0,8})$/;

/** `id` as a card number, when it is an id of a card dealt at the start and no seat is called that. */
function cardNumberOf(id: Json, seats: ReadonlySet<string>): Json {
  if (typeof id !== 'string' || seats.has(id)) return id;
  const match = DEALT_CARD_ID.exec(id);
  return match ? Number(match[1]) : id;
}

/** One action with its card ids read as numbers; its seat and kind are never card ids. */
export function numberedAction(action: Json, seats: ReadonlySet<string>): Json {
  if (!isObj(action)) return action;
  const out: Obj = {};
  for (const key of Object.keys(action)) out[key] = key === 'seat' || key === 'kind' ? action[key] : cardNumberOf(action[key], seats);
  return out;
}

/** A list of actions with their card ids read as numbers (anything else is left for the schema to judge). */
export function numberedActions(actions: Json, seats: ReadonlySet<string>): Json {
  return Array.isArray(actions) ? actions.map((action) => numberedAction(action, seats)) : actions;
}

/** A dealt card's id inside a flag's name or a step's words, not part of a longer word or a die's id. */
const DEALT_CARD_IN_TEXT = /(?<![\w-])c([1-9][0-9]{0,8})(?![\w-])/g;

/** Text with every dealt card's id in it read as the card's number. */
export function numberedText(text: string): string {
  return text.replace(DEALT_CARD_IN_TEXT, '$1');
}

/** A layout (`given`) with the card ids in its flags' names read as numbers; its cards are named by their names and keep them. */
export function numberedGiven(given: Json): Json {
  if (!isObj(given) || !isObj(given.flags)) return given;
  const flags: Obj = {};
  for (const [scope, table] of Object.entries(given.flags)) {
    if (!isObj(table)) {
      flags[scope] = table;
      continue;
    }
    const renamed: Obj = {};
    for (const [name, value] of Object.entries(table)) renamed[numberedText(name)] = value;
    flags[scope] = renamed;
  }
  return { ...given, flags };
}

/** A table's or replay's start (`start.given`) with its layout's flags numbered. */
export function numberedStart(start: Json): Json {
  return isObj(start) && start.given !== undefined ? { ...start, given: numberedGiven(start.given) } : start;
}

/** The seat ids a file lists (`seats: [{ id }]`), which are never read as card ids. */
export function seatIdsOf(file: Obj): ReadonlySet<string> {
  const ids = new Set<string>();
  if (Array.isArray(file.seats)) for (const seat of file.seats) if (isObj(seat) && typeof seat.id === 'string') ids.add(seat.id);
  return ids;
}
