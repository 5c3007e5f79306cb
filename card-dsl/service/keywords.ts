// What each word of the language means, for hovers and completion details. The words of a
// game (stats, events, zones, verbs) are documented by its vocabulary instead. Entries follow
// docs/dsl.md; a phrase of several words is documented under each of its words.

export type KeywordDoc = {
  /** The phrase the word belongs to, as written on a card. */
  syntax: string;
  doc: string;
};

const entries: [string[], string, string][] = [
  // Files and declarations
  [['game'], 'game <game>', 'The first line of a file: the game its cards are for, such as `game stak-bots`.'],
  [['set'], 'set "<Name>"', "The set's name, after the `game` line. The set's manifest (set.json) names it otherwise."],
  [['variant'], 'variant "<Name>" { … }', 'A named bundle of parameters and global rules that a table can switch on.'],
  [['param'], 'param <name> <value> [from <min> to <max>]', "A variant's parameter, with its default and range. In the variant's own rules, `(param <name>)` is its value in the game."],
  [['rule'], 'rule: <effects> / rule: <rule number> is <n>', "A variant's global rule: it resolves when the game starts; `rule: souls-to-win is (param souls)` sets a rule number for the whole game, from the setup on."],
  [['copies'], 'copies <n>', 'How many copies of the card the set has (1 to 99; default 1).'],
  [['designer-chosen'], 'designer-chosen', "The card's values are chosen by the set's designer, not printed."],
  [['starts-with'], 'starts-with "<Card Name>", …', 'In a card\'s header: the cards of the set it starts the game with, such as a Four Souls character\'s starting item.'],
  // Body items
  [['text'], 'text "…"', "The card's printed text, shown as written. The checker warns when its numbers disagree with the effects."],
  [['play'], 'play: <effects>', 'What happens when the card is played.'],
  [['when', 'whenever'], 'when <whose> <event> [if <condition>]: <effects>', 'A triggered ability: it happens each time the event does. `<whose>` is `this` (the default), `your`, `an opponent\'s` or `any`.'],
  [['static'], 'static: <cards> get(s) +N <stat> [while <condition>] / static: <player\'s> <rule number> is N [more | less]', "A continuous change, in force while the card is active: of cards' stats, or of a rule number of the game for the players named (`static: your hand limit is 8`)."],
  [['cost', 'costs'], "<player's> <rule number> is <n> [more | less] [for each <x>] / purchases cost <n> more", 'A rule number of the game set or changed: with `static:` on a card, for its players while it is active; with `rule:` in a variant, for the whole game; as an effect, for a while (`until end of turn, your hand limit is 8`).'],
  [['once', 'per'], 'once per turn', 'Before an ability: it triggers, or may be used, once each turn.'],
  [['time'], 'each time <whose> would <event> [a N] [if <condition>]: <change>', 'A replacement effect: it changes an event before it happens.'],
  [['would'], 'each time <whose> would <event>: <change>', 'A replacement effect: the event that is about to happen.'],
  [['tap'], 'tap: <effects>', 'As a cost: exhaust this card to use the ability. As an effect: exhaust the cards.'],
  [['pay'], 'pay <n> <resource>: <effects>', 'A cost: pay an amount of a resource to use the ability.'],
  [['remove', 'counter', 'counters'], 'remove <n> <counter> counter(s): <effects> / put <n> <counter> counter(s) on <cards> / remove <n|all> <counter> counter(s) from <cards>', 'As a cost: remove that many counters from this card to use the ability (a paid effect). As effects: add or remove counters.'],
  [['enters', 'exhausted'], 'enters the <zone> exhausted | ready', 'How the card lies as it comes into a zone of that type, before anything can react: `enters the shop exhausted`.'],
  [['die'], 'die: <face> | <face> | …', 'A custom die with six faces: a symbol, an optional value, `+` for a modifier face, `(cost N)`.'],
  [['instead'], 'instead <effects>', 'In a replacement: what happens instead of the event.'],
  [['reduce', 'increase'], 'reduce it by <n> / increase it by <n>', "In a replacement: change the event's main number (a roll's value, an amount of damage)."],
  [['let', 'happen'], 'roll { 1-3: let it happen \\n 4-6: prevent it }', "In a replacement's roll: on these faces the event goes ahead as it is."],
  // Joining effects
  [['then'], '<effect> then <effect>', 'Joins effects: the second happens after the first. After a replacement\'s change (`prevent it, then …`), what else happens as the event changes.'],
  [['if'], 'if <condition>: <effect> [else <effect>]', 'The effect happens only when the condition holds.'],
  [['else', 'otherwise'], 'if <condition>: <effect> else <effect>', 'What happens when the condition of an `if` does not hold.'],
  [['may'], '<players> may <effects>', 'The player chooses whether the effects happen.'],
  [['times', 'twice'], '<n> times: <effects>', 'The effects happen that many times.'],
  [['for'], 'for each <cards or players> [as <name>]: <effects>', 'The effects happen once for each card or player, which `<name>` (or `it`) stands for.'],
  [['as'], '… as <name>', 'Names a target, a choice or a for-each item, to use later in the ability.'],
  // Core effects
  [['deal', 'damage'], 'deal <n> damage to <cards>', 'Deals damage to cards.'],
  [['heal', 'repair'], 'heal <n|all> damage from <cards>', 'Removes damage from cards.'],
  [['prevent'], 'prevent [the next] <n|all> damage to <cards> [<duration>]', 'Prevents damage before it is dealt. In a replacement, `prevent it` stops the event.'],
  [['gain', 'gains'], '[<players>] gain(s) <n> <resource>', 'Players gain an amount of a resource.'],
  [['lose', 'loses'], '[<players>] lose(s) <n> <resource> / lose(s) the game', 'Players lose an amount of a resource, or the game.'],
  [['draw', 'draws'], '[<players>] draw(s) <n|a> card(s)', 'Players draw cards.'],
  [['discard', 'discards'], '[<players>] discard(s) <n|a> card(s) [at random | of your choice | of their choice]', 'Players discard cards. As a cost, `discard N`.'],
  [['destroy'], 'destroy <cards>', 'Destroys cards. As a cost, `destroy this`.'],
  [['put', 'move', 'return'], 'put <cards> on top of | on the bottom of | into <zone> [face up | face down]', 'Moves cards to a zone. `put <n> <counter> counters on <cards>` adds counters.'],
  [['shuffle'], 'shuffle <zone>', 'Shuffles a zone.'],
  [['create'], 'create "<Card Name>" in <zone>', 'Makes a new copy of a card of the set in a zone (one in each player\'s zone for `each player\'s items`).'],
  [['reveal'], 'reveal <cards> / reveal cards from the top of <zone> until <a card> [as <name>]: <effects>', 'Shows cards to every player; `until` reveals from the top until a card fits, the effects follow with it, and the others go to the bottom.'],
  [['look'], 'look at the top <n> cards of <zone>, put <m> on the bottom / put [up to] <m> [<kind>] of them into <zone> | on top | on the bottom and the rest on the bottom | back on top', 'Looks at the top cards of a zone and puts some of them on the bottom; or takes some of them into a zone and puts the rest back in any order.'],
  [['search'], 'search <zone> for <a card> [as <name>]: <effects>', 'Chooses up to one fitting card of the zone (it may hold none), the effects follow with it, then the zone is shuffled.'],
  [['until'], 'until end of turn / until the end of the next turn / reveal … until <a card>', 'How long a change lasts (also written first: `until end of turn, target monster has { … }`); in a reveal, the card that stops it.'],
  [['turn'], 'turn <cards> face up | face down', 'Flips cards.'],
  [['face', 'up', 'down'], 'face up / face down', 'Which side of a card shows.'],
  [['exhaust', 'ready', 'untap'], 'exhaust <cards> / ready <cards>', 'Exhausts (taps) or readies (untaps) cards.'],
  [['cancel'], 'cancel the top of the stack / cancel target stack item', 'Cancels an ability or card on the stack.'],
  [['roll'], 'roll { 1-2: … \\n 3-6: … }', 'Rolls a six-sided die; each row says what happens on its faces. `the roll` is the value rolled. In a replacement, each row is a change (`prevent it`, `let it happen` …), and the event waits for the roll.'],
  [['reroll'], 'reroll the roll', 'Rolls the die again.'],
  [['make'], 'make the roll <n> [for good]', 'Sets the value of the roll. In a replacement, `make it <n>`.'],
  [['add'], 'add <n> to the roll', 'Changes the value of the roll.'],
  [['choose', 'chooses'], 'choose <n|up to n|a> <cards> [as <name>]: <effects> / choose one { … }', 'A choice made when the effect resolves; `choose one` picks one of several effects.'],
  [['vote', 'votes'], '<players> vote(s) for a player [as <name>]: <effects>', 'Each voter, in turn order from the active player, votes for one; the effects follow with `<name>` the one with the most votes (the active player breaks a tie).'],
  [['at', 'next'], 'at the next [<whose>] <event> [<duration>]: <effects>', 'A delayed trigger: the effects happen at the next such event.'],
  [['end'], 'end the turn', 'Ends the turn.'],
  [['win', 'wins'], '[<players>] win(s) the game', 'Players win the game.'],
  [['take', 'takes', 'extra'], '[<players>] take(s) an extra turn / <players> get(s) <n> extra <action>', 'An extra turn, or extra actions this turn.'],
  [['double', 'numbers'], 'double the numbers of <cards> / double the <resource> of <player>', 'The cards being played resolve as if every number of their effects were doubled (damage, cents, cards, counters, stat changes…); doubling a card again changes nothing more. `double the cents of target player` multiplies what that player has by 2 (by 4 when the card is doubled).'],
  [['triple'], 'triple the <resource> of <player> / triple your <resource>', 'Multiplies what a player has of a resource by 3.'],
  [['half', 'rounded'], 'half <n> [rounded up | rounded down] / <n> / <m> [rounded up | rounded down]', 'A number divided (by 2, or by another), rounded down unless it says up: `lose half your cents, rounded up`.'],
  [['did', 'way'], '<player> [did not] <event> this turn / <cards> that <event> this way / the number of times <player> <event> this turn', "This turn's events: whether and how often a player's event happened (`you did not attack this turn`), and the cards of events (`for each bot that entered this way`); `this way` counts only what the effect reading it caused."],
  [['becomes', 'become', 'copy', 'copies'], '<cards> become(s) a copy of <card> [<duration>]', 'The cards take on the other card\'s name, kind, stats, tags and abilities for the duration (until end of turn unless one is given), keeping their own counters and damage.'],
  [['flag'], 'set flag <name> to <n> [this turn | this game] / flag <name> <comparison>', 'A number the card remembers for this turn or this game.'],
  [['get', 'gets', 'has', 'have'], '<cards> get(s) +<n> <stat> [<duration>] / <cards> has { <ability> } [<duration>]', "Changes cards' stats; with an ability in braces (or quotes), gives it to the cards for a while: its `you` is the player whose effect gave it."],
  [['while'], 'while this is in play / while <condition>', 'A change lasts as long as this card is in play, or the condition holds.'],
  [['forever', 'good'], 'for good / forever / for the rest of the game', 'A change that lasts for the rest of the game.'],
  // Cards and players
  [['this', 'itself'], 'this / <card> is [not] this', 'The card itself; `that is not this` keeps the other cards.'],
  [['you'], 'you', 'The player who controls this card.'],
  [['your'], 'your <zone>', 'A zone of yours: `your hand`, `your stak`. Also `your <stat or resource>`.'],
  [['their', 'its'], 'their <zone> / its owner', 'Of the card or player the phrase is about.'],
  [['it', 'them', 'they'], 'it', 'The card being filtered, else the latest target, choice or for-each item.'],
  [['each', 'every', 'all'], 'each player / each opponent / each <noun> in <zone>', 'Every one of them.'],
  [['opponent', 'opponents'], 'each opponent / an opponent / target opponent', 'The other players.'],
  [['player', 'players'], 'each player / target player', 'Players.'],
  [['other'], 'each other player', 'Every player but you.'],
  [['active'], 'the active player', 'The player whose turn it is.'],
  [['target'], 'target <cards or players> [as <name>] / up to <n> target …', 'Chosen when the ability is used; `as <name>` names it.'],
  [['event'], 'the event <field>', 'A card, player or number of the event that triggered this ability.'],
  [['owner', 'controller'], 'the owner of <card> / <card>\'s controller', 'The player who owns or controls a card.'],
  [['top', 'bottom'], 'the top [n] <noun> of <zone> / the bottom …', 'Cards in order from the top or the bottom of a zone.'],
  [['second', 'third', 'fourth', 'fifth'], 'the second <noun> from the top of <zone>', 'The card that many places from the top (or bottom).'],
  [['of'], '… of <zone> / the <stat> of <card>', 'Whose zone, or whose number.'],
  [['in'], '<cards> in <zone> / <card> is in <zone>', 'The cards of a zone.'],
  [['into', 'onto'], 'put <cards> into <zone>', 'Where cards go.'],
  [['with', 'where', 'that'], '<cards> with <stat> <comparison> / that are <predicate> / where <condition>', 'Keeps only the cards that match.'],
  [['most', 'fewest'], '<cards or players> with the most <stat> / with the fewest <stat>', 'Keeps those with the highest (or lowest) value, every one tied: `target player with the most souls`.'],
  [['alive', 'dead'], '<player> is alive / that are alive / is dead', 'A player alive as the game counts it (in Four Souls, one who has not died this turn).'],
  [['and'], '<a> and <b>', 'Both; in conditions, both must hold.'],
  [['or'], '<condition> or <condition> / <n> or more', 'Either condition; `or more` and `or less` compare numbers.'],
  [['not'], 'not <condition>', 'The condition does not hold.'],
  [['is', 'are'], '<cards> is face up | on top | in <zone> | a <kind> | this / <player> is alive / <n> is <m> or more', 'A condition on cards, players or numbers.'],
  [['there'], 'there is <cards> / there is a roll on the stack', 'At least one such card exists; or a die roll waits on the stack.'],
  [['being'], '<card> is being <state>', "The card is in one of the game's states for now: a Four Souls monster `being attacked`, a shop item `being bought`."],
  [['option'], 'option <rule-option>', "Whether one of the game's rule options is on."],
  [['number'], 'the number of <cards>', 'How many cards or players there are.'],
  [['X'], 'X', 'A number chosen when the card is played.'],
  [['min', 'max'], 'min(a, b) / max(a, b)', 'The smaller or the larger of two numbers.'],
  [['random'], 'at random / at a random place in <zone>', 'Chosen at random.'],
  [['choice'], 'of your choice / of their choice', 'Who chooses the cards to discard.'],
  [['the'], 'the <zone> / the top card of … / the active player', 'A shared zone (`the supply`), or the start of a longer phrase.'],
  [['to', 'from', 'on'], 'deal … to <cards> / heal … from <cards> / … on <cards>', 'The cards an effect is about.'],
];

export const keywordDocs: ReadonlyMap<string, KeywordDoc> = new Map(entries.flatMap(([words, syntax, doc]) => words.map((w) => [w, { syntax, doc }] as const)));

/** Markdown for a keyword, or null when the word is not one. */
export function keywordMarkdown(word: string): string | null {
  const entry = keywordDocs.get(word);
  return entry ? `**${word}** — \`${entry.syntax}\`\n\n${entry.doc}` : null;
}
