// Reading an earlier commit's states, events and actions, which named cards by string ids
// (`c12`) in a cards table keyed by id, as this checkout's, which numbers them: for the checks
// that compare an earlier commit with this one (same-games.mjs, setup-compare.mjs) across the
// change to card numbers (`--card-numbers`).

/**
 * The earlier side's value with its card ids read as card numbers (`--card-numbers`): a string
 * that is a card's id becomes the card's number (its place in the table's order, from 1), the
 * cards table becomes the list the numbered state keeps (place 0 empty), and a key made from a
 * card id (`lost:c12`) names the number instead.
 */
export function numberedFrom(state) {
  const ids = Object.keys(state.cards);
  const numbers = new Map(ids.map((id, i) => [id, i + 1]));
  const escaped = [...ids].sort((x, y) => y.length - x.length).map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const inKey = escaped.length === 0 ? null : new RegExp(`(?<![\\w-])(${escaped.join('|')})(?![\\w-])`, 'g');
  const read = (value, isCards = false) => {
    if (typeof value === 'string') return numbers.has(value) ? numbers.get(value) : inKey ? value.replace(inKey, (id) => String(numbers.get(id))) : value;
    if (Array.isArray(value)) return value.map((item) => read(item));
    if (value === null || typeof value !== 'object') return value;
    if (isCards) return [null, ...ids.map((id) => read(value[id]))];
    const out = {};
    for (const key of Object.keys(value)) out[inKey ? key.replace(inKey, (id) => String(numbers.get(id))) : key] = read(value[key], key === 'cards' && value === state);
    return out;
  };
  return read;
}
