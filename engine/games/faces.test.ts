import { describe, expect, it } from 'vitest';
import { FACE_HEIGHT, FACE_WIDTH, GameFaces, type Box, type FaceTemplate } from '../defs/faces';
import { faces as fourSoulsInput } from './four-souls/faces';
import { faces as stakBotsInput } from './stak-bots/faces';
import { faceTemplate, facesOf, gameFaces, genericTemplate } from './faces';
import { vocabularies } from './vocabularies';

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The text regions of a template, which must never cover one another. */
function textRegions(t: FaceTemplate): [string, Box][] {
  const list: [string, Box][] = [
    ['name', t.name.box],
    ['text', t.text.box],
  ];
  if (t.typeLine) list.push(['type line', t.typeLine.box]);
  if (t.footer) list.push(['footer', t.footer.box]);
  return list;
}

const templates = (): [string, string, FaceTemplate][] => {
  const out: [string, string, FaceTemplate][] = [];
  for (const vocabulary of vocabularies.values()) for (const [kind, t] of Object.entries(facesOf(vocabulary).kinds)) out.push([vocabulary.game, kind, t]);
  return out;
};

describe('card face templates', () => {
  it('validates every game that has faces of its own against the schema', () => {
    for (const input of [fourSoulsInput, stakBotsInput]) {
      const parsed = GameFaces.safeParse(input);
      expect(parsed.success, `${input.game}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    }
    expect([...gameFaces.keys()].sort()).toEqual(['four-souls', 'stak-bots']);
  });

  it('gives each kind of a game with its own faces a template, and only kinds the game has', () => {
    for (const [game, faces] of gameFaces) {
      const kinds = vocabularies.get(game)!.cardKinds.map((k) => k.name).sort();
      expect(Object.keys(faces.kinds).sort(), game).toEqual(kinds);
    }
  });

  it('places only stats the card kind has, each inside the card', () => {
    for (const [game, kind, t] of templates()) {
      const stats = vocabularies.get(game)!.cardKinds.find((k) => k.name === kind)!.stats.map((s) => s.name);
      for (const slot of t.stats) {
        expect(stats, `${game} ${kind}: ${slot.stat}`).toContain(slot.stat);
        expect(slot.x - slot.size >= 0 && slot.x + slot.size <= FACE_WIDTH && slot.y - slot.size >= 0 && slot.y + slot.size <= FACE_HEIGHT, `${game} ${kind}: ${slot.stat} inside`).toBe(true);
      }
    }
  });

  it('keeps the name, type line, rules text and footer apart', () => {
    for (const [game, kind, t] of templates()) {
      const regions = textRegions(t);
      for (let i = 0; i < regions.length; i += 1) {
        for (let j = i + 1; j < regions.length; j += 1) {
          expect(overlap(regions[i]![1], regions[j]![1]), `${game} ${kind}: ${regions[i]![0]} and ${regions[j]![0]}`).toBe(false);
        }
      }
    }
  });

  it('serves games without faces of their own (Smash Up, Destiny) with the generic template, one colour per kind', () => {
    for (const game of ['smash-up', 'destiny']) {
      const vocabulary = vocabularies.get(game)!;
      const faces = facesOf(vocabulary);
      expect(gameFaces.has(game)).toBe(false);
      expect(Object.keys(faces.kinds).sort()).toEqual(vocabulary.cardKinds.map((k) => k.name).sort());
      const accents = new Set(Object.values(faces.kinds).map((t) => t.frame.accent));
      expect(accents.size).toBe(Math.min(vocabulary.cardKinds.length, 8));
      expect(faces.back.title).toBe(vocabulary.name);
    }
    expect(facesOf(vocabularies.get('four-souls')!)).toBe(gameFaces.get('four-souls'));
  });

  it('falls back to a generic template for a kind a game has no template for', () => {
    const t = faceTemplate(gameFaces.get('stak-bots')!, 'gadget');
    const generic = GameFaces.parse({ version: 1, game: 'x', back: gameFaces.get('stak-bots')!.back, kinds: { a: genericTemplate('#55606e') } }).kinds.a!;
    expect(t).toEqual(generic);
    expect(faceTemplate(gameFaces.get('stak-bots')!, 'bot').name.font).toBe('tech');
    expect(t.stats).toEqual([]);
  });

  it('refuses templates that would draw outside the card or contradict themselves', () => {
    const good = structuredClone(stakBotsInput);
    const bot = () => good.kinds.bot!;
    const refuse = (change: () => void, message: RegExp) => {
      const saved = structuredClone(good);
      change();
      const parsed = GameFaces.safeParse(good);
      Object.assign(good, saved);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.message).toMatch(message);
    };
    refuse(() => (bot().art.box = { x: 100, y: 100, width: 600, height: 100 }), /inside the card/);
    refuse(() => (bot().text.minSize = 40), /minSize must not exceed maxSize/);
    refuse(() => (bot().frame.fill = 'steel'), /#rrggbb/);
    refuse(() => bot().stats!.push({ ...bot().stats![0]! }), /two slots/);
    refuse(() => (bot().name.font = 'comic' as 'serif'), /font|Invalid/i);
    expect(GameFaces.safeParse(good).success).toBe(true);
  });
});
