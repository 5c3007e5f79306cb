// The new-set wizard: which game, what the set is called, and its first card (of one of the
// game's card kinds, written from that kind's snippet, the same one the editor offers). The
// set is made by the host (set:create), the card written into its first card file, and the
// studio opens the file on the card.
import type { HostApi, TextPlace, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { describeHostError } from '../host/errors';
import { identifier } from '../state/names';
import { askedAgain } from './questions';
import type { DialogAnswer, DialogSpec } from './types';

/** A card kind of a game, with the snippet of a new card of it (LSP syntax: `${1:Name}`, `$0`). */
export type CardKindChoice = { kind: string; label: string; snippet: string };
export type GameChoice = { game: string; name: string; kinds: CardKindChoice[] };

export type NewSetDeps = {
  host: Pick<HostApi, 'createSet' | 'readFile' | 'writeFile'>;
  /** The games the engine knows, each with its card kinds. */
  games: () => Promise<GameChoice[]>;
  ask: (spec: DialogSpec) => Promise<DialogAnswer>;
  workspace: () => WorkspaceSnapshot | null;
};

/** The set made: its listing, folder, card file and the place of the card's body; `problem` if the card could not be written. */
export type NewSet = { workspace: WorkspaceSnapshot; set: string; file: string; cursor: TextPlace; problem?: string };

/** The file a new set's cards go in (the host makes it with the set). */
export const FIRST_CARD_FILE = 'cards.cards';

export function setStep(games: readonly GameChoice[], game: string | undefined, intro?: string): DialogSpec {
  return {
    title: 'New set',
    message: `${intro ?? 'A set is a folder of cards for one game.'} Step 1 of 2: the game and the set's name.`,
    fields: [
      { id: 'game', label: 'Game', type: 'select', value: games.some((g) => g.game === game) ? game! : (games[0]?.game ?? ''), options: games.map((g) => ({ value: g.game, label: g.name })) },
      { id: 'name', label: 'Set name', value: '', placeholder: 'Core Set' },
      { id: 'set', label: 'Folder', value: '', placeholder: 'made from the name', hint: 'sets/<game>/<folder>: lowercase words joined by dashes' },
    ],
    buttons: [
      { id: 'next', label: 'Next', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

export function cardStep(game: GameChoice, setName: string): DialogSpec {
  return {
    title: `First card of ${setName}`,
    message: `Step 2 of 2: the set starts with one ${game.name} card; the editor adds more (Ctrl+Alt+C).`,
    fields: [
      { id: 'kind', label: 'Kind of card', type: 'select', value: game.kinds[0]?.kind ?? '', options: game.kinds.map((k) => ({ value: k.kind, label: k.label })) },
      { id: 'card', label: 'Card name', value: '', placeholder: 'New Card' },
    ],
    buttons: [
      { id: 'create', label: 'Create set', kind: 'primary' },
      { id: 'back', label: 'Back' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

/**
 * A snippet written out as plain text: the name in its first placeholder, every other
 * placeholder's default, and where `$0` (the card's body) was.
 */
export function expandSnippet(snippet: string, name: string): { text: string; body: number } {
  const quoted = name.replace(/["\\]/g, '\\$&');
  const filled = snippet.replace(/\$\{1:[^}]*\}/g, quoted).replace(/\$\{\d+:([^}]*)\}/g, '$1');
  const body = filled.indexOf('$0');
  return { text: filled.replace('$0', ''), body: body < 0 ? filled.length : body };
}

/** A new card file's first lines: its game and set. */
export function cardFileHeader(game: string, setName: string): string {
  return `game ${game}\nset ${JSON.stringify(setName)}\n\n`;
}

/**
 * The card file's text with the card written out after `before` (the file as the host made it:
 * the game and set lines), and where the card's body is.
 */
export function firstCardText(before: string, kind: CardKindChoice, cardName: string): { text: string; cursor: TextPlace } {
  const head = before.trim() === '' ? '' : `${before.trimEnd()}\n\n`;
  const card = expandSnippet(kind.snippet, cardName);
  const lines = (head + card.text.slice(0, card.body)).split('\n');
  return { text: `${head}${card.text}\n`, cursor: { line: lines.length, column: lines[lines.length - 1]!.length + 1 } };
}

/** The same question again with what was typed in it, and no complaint. */
function keepValues(spec: DialogSpec, answer: DialogAnswer): DialogSpec {
  const { error: _dropped, ...rest } = spec;
  return { ...rest, fields: spec.fields?.map((field) => ({ ...field, value: answer.values[field.id] ?? field.value })) };
}

/** Runs the wizard; null when cancelled. */
export async function newSetWizard(deps: NewSetDeps, options: { intro?: string | undefined; game?: string | undefined } = {}): Promise<NewSet | null> {
  const games = (await deps.games().catch(() => [])).filter((g) => g.kinds.length > 0);
  let first = setStep(games, options.game, options.intro);
  if (games.length === 0) first = { ...first, error: 'The games could not be listed (the card language has not started); try again in a moment' };
  for (;;) {
    const answer = await deps.ask(first);
    if (answer.button !== 'next') return null;
    const game = games.find((g) => g.game === answer.values.game);
    const name = (answer.values.name ?? '').trim();
    const folder = identifier((answer.values.set ?? '').trim() || name, 'set folder');
    const problem = !game ? 'Choose a game' : name === '' ? 'Type a name for the set' : !folder.ok ? folder.problem : null;
    if (problem !== null || !game || !folder.ok) {
      first = askedAgain(first, answer, problem ?? 'Check the fields');
      continue;
    }
    // Step 2; Back returns to step 1 with what was typed there.
    let second = cardStep(game, name);
    for (;;) {
      const card = await deps.ask(second);
      if (card.button === 'back') {
        first = keepValues(first, answer);
        break;
      }
      if (card.button !== 'create') return null;
      const kind = game.kinds.find((k) => k.kind === card.values.kind);
      const cardName = (card.values.card ?? '').trim() || 'New Card';
      if (!kind) {
        second = askedAgain(second, card, 'Choose a kind of card');
        continue;
      }
      const created = await deps.host.createSet({ game: game.game, set: folder.value, name });
      if (!created.ok) {
        // The set's name or folder is taken, or the folder cannot be made: back to step 1.
        first = askedAgain(first, answer, describeHostError(created.error));
        break;
      }
      const set = `sets/${game.game}/${folder.value}`;
      const file = `${set}/${FIRST_CARD_FILE}`;
      // The host has just made the file with the set's first lines; the card goes after them,
      // written from the version read, so a file that was already there is never overwritten.
      const made = await deps.host.readFile({ path: file });
      const { text, cursor } = firstCardText(made.ok ? made.value.content : cardFileHeader(game.game, name), kind, cardName);
      const written = await deps.host.writeFile({ path: file, content: text, baseVersion: made.ok ? made.value.version : null });
      if (!written.ok) return { workspace: created.value, set, file, cursor: { line: 1, column: 1 }, problem: `The first card could not be written: ${describeHostError(written.error)}` };
      return { workspace: created.value, set, file, cursor };
    }
  }
}
