import { describe, expect, it } from 'vitest';
import { LineIndex } from './positions';
import { LanguageService } from './service';
import { hoverAt } from './testing';

const other = { 'sets/test/other.cards': 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 copies 3 {\n  entry: deal 1 damage to the top card of each opponent\'s stak\n}\n' };

describe('hover', () => {
  it('shows the vocabulary\'s doc for a stat', () => {
    const hover = hoverAt('game stak-bots\nbot "A" rank 1 po<|>wer 1 {\n  entry: draw a card\n}');
    expect(hover?.contents).toContain('Damage dealt in each fight, and damage that scraps it.');
    expect(hover?.contents).toContain('**power**');
    expect(hover?.range).toEqual({ start: { line: 1, character: 15 }, end: { line: 1, character: 20 } });
    // Also where an effect names it.
    expect(hoverAt('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: this gets +2 pow<|>er\n}')?.contents).toContain('Damage dealt in each fight');
  });

  it('shows the vocabulary\'s doc for an event, a zone, a verb and a card kind', () => {
    const body = (line: string) => `game stak-bots\nbot "A" rank 1 power 1 {\n  ${line}\n}`;
    expect(hoverAt(body('when this fou<|>ght: draw a card'))?.contents).toContain('Two bots dealt each other damage.');
    expect(hoverAt(body('en<|>try: draw a card'))?.contents).toContain('A bot entered');
    expect(hoverAt(body('entry: shuffle the sup<|>ply'))?.contents).toContain('The shared face-down draw pile.');
    expect(hoverAt(body('entry: scr<|>ap this'))?.contents).toContain('Send cards from staks or hands to the scrapheap.');
    expect(hoverAt('game stak-bots\nb<|>ot "A" rank 1 power 1 {}')?.contents).toContain('A bot: only the top bot of each stak acts.');
    expect(hoverAt('game stak<|>-bots\n')?.contents).toContain('Stak Bots');
  });

  it('shows the doc of a game\'s own verb and of the duration "until the start of your turn"', () => {
    const body = (line: string) => `game smash-up\naction "A" {\n  ${line}\n}`;
    expect(hoverAt(body('play: transfer-cou<|>nters 1 with donor this, recipient target minion in your minions'))?.contents).toContain('Shift up to that many +1 power counters');
    expect(hoverAt(body('play: sw<|>ap with first target minion in your minions, second target minion in each opponent\'s minions'))?.contents).toContain('exchange places');
    expect(hoverAt(body('play: target minion in your minions gets +1 power un<|>til the start of your turn'))?.contents).toContain('ends as your next turn starts');
  });

  it('shows the keyword table for a keyword, and what a bound name is', () => {
    const body = (line: string) => `game stak-bots\nbot "A" rank 1 power 1 {\n  ${line}\n}`;
    expect(hoverAt(body('sta<|>tic: this gets +1 power'))?.contents).toContain('A continuous change');
    expect(hoverAt(body('entry: draw a card th<|>en draw a card'))?.contents).toContain('Joins effects');
    expect(hoverAt(body('entry: choose a card in the scrapheap as loot: scrap lo<|>ot'))?.contents).toContain('as loot');
    expect(hoverAt(body('entry: this beco<|>mes a copy of the top card of the supply'))?.contents).toContain('keeping their own counters');
    expect(hoverAt(body('entry: dou<|>ble the numbers of the top card of the supply'))?.contents).toContain('doubling a card again changes nothing more');
  });

  it('shows a card\'s compiled meaning and rules text on its name', () => {
    const hover = hoverAt('game stak-bots\nbot "Cog <|>Crawler" rank 1 power 1 copies 3 {\n  entry: draw a card\n}');
    expect(hover?.contents).toContain('**Cog Crawler** — bot · rank 1 · power 1 · 3 copies');
    expect(hover?.contents).toContain('`stak-bots/test/cog-crawler`');
    expect(hover?.contents).toContain('Entry: draw a card.');
    expect(hover?.range).toEqual({ start: { line: 1, character: 4 }, end: { line: 1, character: 17 } });
  });

  it('shows the card a string names, from another file of the set', () => {
    const hover = hoverAt('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: named "Bolt<|> Pup"\n}', other);
    expect(hover?.contents).toContain('**Bolt Pup** — bot · rank 1 · power 2 · 3 copies');
    expect(hover?.contents).toContain("Entry: deal 1 damage to each opponent's top bot.");
  });

  it('shows the cards a card starts with in its rules text, by the names written', () => {
    const items = { 'sets/test/items.cards': 'game stak-bots\nbot "Lazarus\' Rags" rank 1 power 1 {}\n' };
    const hover = hoverAt('game stak-bots\nbot "Laz<|>arus" rank 1 power 1 starts-with "Lazarus\' Rags" {\n  entry: draw a card\n}', items);
    expect(hover?.contents).toContain("Entry: draw a card.\n\nStarts with Lazarus' Rags.");
  });

  it('shows the keyword table for `starts-with`', () => {
    expect(hoverAt('game stak-bots\nbot "A" rank 1 power 1 starts<|>-with "B" {}')?.contents).toContain('the cards of the set it starts the game with');
  });

  it('shows the card a `starts-with` name names', () => {
    const hover = hoverAt('game stak-bots\nbot "A" rank 1 power 1 starts-with "Bolt<|> Pup" {}', other);
    expect(hover?.contents).toContain('**Bolt Pup** — bot · rank 1 · power 2 · 3 copies');
  });

  it('says when a card does not compile yet', () => {
    const hover = hoverAt('game stak-bots\nbot "B<|>" rank 1 power 1 {\n  entry: drawz a card\n}');
    expect(hover?.contents).toContain('**B** — bot · rank 1 · power 1');
    expect(hover?.contents).toContain('does not compile');
  });

  it('shows nothing on printed text, punctuation or blank space, and never throws', () => {
    expect(hoverAt('game stak-bots\nbot "A" rank 1 power 1 {\n  text "Bolt<|> Pup"\n}', other)).toBeNull();
    expect(hoverAt('game stak-bots\nbot "A" rank 1 power 1 {<|>\n}')).toBeNull();
    expect(hoverAt('game stak-bots\n\n<|>\n')).toBeNull();
    const ls = new LanguageService();
    const text = 'game stak-bots\nbot "A" rank 1 power 1 {\n  entry: ((( deal "x" to 🤖\n  when when when\n';
    ls.openDocument('x.cards', text);
    const lines = new LineIndex(text);
    for (let offset = 0; offset <= text.length; offset += 1) expect(() => ls.hover('x.cards', lines.positionAt(offset))).not.toThrow();
    expect(ls.hover('missing.cards', { line: 0, character: 0 })).toBeNull();
  });
});
