import { describe, expect, it } from 'vitest';
import type { CardFace } from '../../../card-dsl/service/faces';
import { facesOf, gameFaces } from '../../../engine/games/faces';
import { vocabularies } from '../../../engine/games/vocabularies';
import { kindLabel, renderBack, renderFace } from './svg';
import { fixedMeasure } from './testing';

const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
const monster: CardFace = {
  id: 'four-souls/base/death',
  name: 'Death',
  slug: 'death',
  game: 'four-souls',
  set: 'base',
  setName: 'Base',
  kind: 'monster',
  stats: [
    { name: 'hp', value: 4 },
    { name: 'evasion', value: 4 },
    { name: 'attack', value: 2 },
    { name: 'souls', value: 1 },
  ],
  tags: ['boss'],
  copies: 1,
  designerChosen: true,
  rulesText: 'When this dies, you may kill target player.\nReward: gain treasure 3 (the player takes that many cards).',
  printedText: 'Reward: gain 1 treasure.',
  mismatch: { missing: [3], said: [1] },
  path: 'sets/four-souls/base/bosses.cards',
  range,
};
const fourSouls = gameFaces.get('four-souls')!;
const draw = (face: CardFace, options = {}) => renderFace(face, fourSouls, fixedMeasure, options).svg;
/** The text content of the markup's <text> elements, one string per element. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

describe('a card face', () => {
  it('shows the name, the kind and tags, every stat in its place, the rules text and the set', () => {
    const svg = draw(monster);
    const shown = texts(svg);
    expect(shown).toContain('Death');
    expect(shown).toContain('MONSTER · BOSS');
    expect(shown).toContain('BASE');
    // Each stat in the template's slot, at the slot's centre.
    for (const slot of fourSouls.kinds.monster!.stats) {
      const value = monster.stats.find((s) => s.name === slot.stat)!.value;
      expect(svg).toMatch(new RegExp(`<text x="${slot.x}" y="[\\d.]+" text-anchor="middle"[^>]*>${value}</text>`));
    }
    expect(shown.join(' ')).toContain('When this dies, you may kill target player.');
    expect(svg).toMatch(/<tspan font-weight="700" fill="#6e1f1f">Reward: ?<\/tspan>/);
    const italic = [...svg.matchAll(/<tspan[^>]*font-style="italic"[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!.trim());
    expect(italic.join(' ')).toBe('(the player takes that many cards)');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Death"');
  });

  it('marks the numbers the written text leaves out, only when asked to show problems', () => {
    const marked = draw(monster, { problems: true });
    expect(marked).toMatch(/<tspan[^>]*fill="#c01818"[^>]*>3<\/tspan>/);
    expect(marked).toContain('data-problem="true"');
    expect(texts(marked)).toContain('Rules use 3; text says 1');
    const clean = draw(monster);
    expect(clean).not.toContain('#c01818');
    expect(clean).not.toContain('data-problem');
  });

  it('puts stats the template has no place for in a row, with their names', () => {
    const smashUp = facesOf(vocabularies.get('smash-up')!);
    const base: CardFace = { ...monster, id: 'smash-up/core/the-jungle', name: 'The Jungle', game: 'smash-up', kind: 'base', tags: [], mismatch: null, stats: [
      { name: 'breakpoint', value: 12 },
      { name: 'vp', value: 2 },
      { name: 'vp-2', value: 0 },
      { name: 'vp-3', value: 0 },
    ] };
    const shown = texts(renderFace(base, smashUp, fixedMeasure).svg);
    expect(shown).toEqual(expect.arrayContaining(['12', 'BREAKPOINT', 'VP', 'VP 2', 'VP 3', 'BASE']));
  });

  it('shows the card art, or a placeholder naming the file it would come from', () => {
    expect(draw(monster, { art: 'data:image/png;base64,AAAA' })).toContain('<image href="data:image/png;base64,AAAA"');
    const placeholder = draw(monster);
    expect(placeholder).not.toContain('<image');
    expect(texts(placeholder)).toContain('art/death.png');
  });

  it('escapes whatever a card says, so it can never become markup', () => {
    const svg = draw({ ...monster, name: 'Bad <script>alert("x")</script> & co', rulesText: 'Deal 1 damage to <b>you</b>.', tags: ['evil'] });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('aria-label="Bad &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"');
  });

  it('gives each drawing its own ids, so many faces can share a page', () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(draw(monster));
    const b = ids(draw(monster));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('draws the states the table needs: small, counters, damage, exhausted, face down', () => {
    const small = draw(monster, { small: true });
    expect(texts(small)).toContain('Death');
    expect(texts(small).join(' ')).not.toContain('kill target player');
    const hurt = draw(monster, { damage: 2, counters: { generic: 3 } });
    expect(hurt).toContain('data-token="damage"');
    expect(texts(hurt)).toContain('3 generic');
    const tapped = draw(monster, { exhausted: true });
    expect(tapped).toContain('viewBox="0 0 880 630"');
    expect(tapped).toContain('rotate(90)');
    const down = draw(monster, { faceDown: true });
    expect(texts(down)).toEqual(['Four Souls']);
    expect(down).toContain('aria-label="Face down: Death"');
    expect(renderBack(gameFaces.get('stak-bots')!)).toContain('STAK BOTS');
  });

  it('embeds fonts when asked (a face that leaves the page)', () => {
    expect(draw(monster, { fontCss: "@font-face{font-family:'Kalam'}" })).toContain("<style>@font-face{font-family:'Kalam'}</style>");
  });

  it('says a card kind in words', () => {
    expect(kindLabel('bonus-soul')).toBe('Bonus soul');
  });
});
