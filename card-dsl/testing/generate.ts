// Generated .cards sources for benchmarks and fuzzing: many Stak Bots cards written with
// the language's common phrasings, all valid. Deterministic: the same count gives the same text.

const EFFECTS = [
  'entry: draw a card',
  "entry: deal 1 damage to the top card of each opponent's stak",
  'entry: reveal the top card of the supply then if the power of the top card of the supply is 4 or more: draw a card',
  'entry: look at the top 3 cards of the supply, put 1 on the bottom',
  'entry: repair all damage on the cards in your stak',
  'entry: for each player as player: player discards a card at random',
  'entry: return the second card from the top of your stak into your hand face up',
  'entry: put 2 power counters on this',
  'when this fought: draw a card',
  'entry: draw a card then discard a card of your choice',
  "entry: scrap target top card of each opponent's stak with power 2 or less as prey",
  'entry: target opponent as rival discards a card of their choice',
  'entry: this gets +2 power until end of turn',
  "entry: at the next your turn-began for good: deal 3 damage to the top card of each opponent's stak",
  'entry: choose a card in the scrapheap as salvage: put salvage into your hand face up',
  'when this damaged: deal 1 damage to the event source',
  "entry: the top card of each opponent's stak gets -2 power until the end of the next turn",
  'entry: this gets +1 power until the start of your turn',
  'static: this gets +(the number of cards in your stak that are face up - 1) power',
  "entry: choose one {\n    draw 2 cards\n    deal 2 damage to the top card of each opponent's stak\n  }",
  "entry: 3 times: choose the top card of each opponent's stak as mark: deal 1 damage to mark",
  "entry: reset the top card of each opponent's stak",
  'entry: you get 1 extra attack',
  'static: this gets +2 power while it is not your turn',
  "entry: for each opponent as rival: deal 2 damage to the top card of rival's stak",
  'entry: if the number of cards in the scrapheap is 5 or more: this gets +2 power for the rest of the game',
];

/** A file of `count` cards named "Generated Bot 1", "Generated Bot 2", …, in the game stak-bots. */
export function generatedSet(count: number): string {
  const parts = ['game stak-bots', ''];
  for (let i = 1; i <= count; i += 1) {
    const rank = 1 + (i % 5);
    const power = 1 + (i % 7);
    const effect = EFFECTS[i % EFFECTS.length]!;
    parts.push(`bot "Generated Bot ${i}" rank ${rank} power ${power} copies ${1 + (i % 3)} {`);
    parts.push(`  text "Generated card number ${i}."`);
    parts.push(`  ${effect}`);
    parts.push('}');
    parts.push('');
  }
  return parts.join('\n');
}
