// The card faces of every game, by game id, and the generic faces that serve a game with
// none of its own: a game gets its own look by adding a faces.ts beside its vocabulary and
// listing it here. Plain data, validated by the schema in engine/defs/faces.ts.
import { GameFaces, type FaceTemplate, type FaceTemplateInput } from '../defs/faces';
import type { Vocabulary } from '../defs';
import { faces as fourSouls } from './four-souls/faces';
import { faces as stakBots } from './stak-bots/faces';

/** Each game's own faces, parsed (defaults filled in) once. */
export const gameFaces: ReadonlyMap<string, GameFaces> = new Map([fourSouls, stakBots].map((f) => [f.game, GameFaces.parse(f)]));

/** Kind colours of the generic faces, given out in the order the vocabulary lists its kinds. */
const GENERIC_ACCENTS = ['#3d5fa8', '#a8432f', '#2f7a55', '#7a4a9c', '#9c7a22', '#2f7a86', '#8a3a5e', '#55606e'];

const INK = '#23201c';

/** The generic template, in a kind's colour: a classic frame with the stats in a row below the text. */
export function genericTemplate(accent: string): FaceTemplateInput {
  return {
    frame: { border: '#23262b', fill: '#f3eee3', shade: '#d6cdb9', accent, inset: 22, radius: 28 },
    name: { box: { x: 44, y: 40, width: 542, height: 70 }, font: 'classic', size: 40, minSize: 24, colour: INK, fill: '#fbf8f1', stroke: accent, radius: 8 },
    typeLine: { box: { x: 44, y: 486, width: 542, height: 34 }, font: 'serif', size: 22, colour: accent, caps: true, show: 'kind-and-tags' },
    art: { box: { x: 44, y: 118, width: 542, height: 362 }, radius: 6, fill: '#d6cdb9', stroke: INK, strokeWidth: 2 },
    text: { box: { x: 44, y: 526, width: 542, height: 226 }, fill: '#fbf8f1', stroke: accent, radius: 8, padding: 20, font: 'serif', colour: INK, labelColour: accent, maxSize: 33, minSize: 17, lineHeight: 1.16 },
    stats: [],
    statRow: { box: { x: 44, y: 758, width: 542, height: 62 }, shape: 'circle', size: 27, fill: accent, stroke: INK, colour: '#ffffff', font: 'classic', labelColour: INK },
    footer: { box: { x: 44, y: 824, width: 542, height: 28 }, font: 'serif', bold: false, size: 18, colour: '#d9d4ca' },
  };
}

/** Generic faces for a game: one template per kind of its vocabulary, each in its own colour. */
export function genericFaces(vocabulary: Pick<Vocabulary, 'game' | 'name' | 'cardKinds'>): GameFaces {
  const kinds: Record<string, FaceTemplateInput> = {};
  vocabulary.cardKinds.forEach((kind, i) => {
    kinds[kind.name] = genericTemplate(GENERIC_ACCENTS[i % GENERIC_ACCENTS.length]!);
  });
  return GameFaces.parse({
    version: 1,
    game: vocabulary.game,
    back: { fill: '#2f3a4f', shade: '#1f2736', accent: '#c8b88a', pattern: 'diagonal', title: vocabulary.name.slice(0, 40) || 'Cards', font: 'classic', colour: '#f3eee3' },
    kinds,
  });
}

const genericCache = new Map<string, GameFaces>();

/** The faces of a game: its own, else the generic ones for its vocabulary. */
export function facesOf(vocabulary: Pick<Vocabulary, 'game' | 'name' | 'cardKinds'>): GameFaces {
  const own = gameFaces.get(vocabulary.game);
  if (own) return own;
  let generic = genericCache.get(vocabulary.game);
  if (!generic) genericCache.set(vocabulary.game, (generic = genericFaces(vocabulary)));
  return generic;
}

/** The template of a card kind: the game's, else a generic one (a kind the game has no template for). */
export function faceTemplate(faces: GameFaces, kind: string): FaceTemplate {
  return faces.kinds[kind] ?? GENERIC_TEMPLATE;
}

const GENERIC_TEMPLATE: FaceTemplate = GameFaces.parse({ version: 1, game: 'generic', back: { fill: '#2f3a4f', shade: '#1f2736', accent: '#c8b88a', pattern: 'diagonal', title: 'Cards', font: 'classic', colour: '#f3eee3' }, kinds: { card: genericTemplate(GENERIC_ACCENTS[7]!) } }).kinds.card!;
