import { describe, expect, it } from 'vitest';
import type { TextEdit } from './positions';
import { LineIndex } from './positions';
import { scenarioRenameEdits } from './scenario-names';

function apply(text: string, edits: TextEdit[]): string {
  const lines = new LineIndex(text);
  let out = text;
  for (const e of [...edits].reverse()) {
    const { start, end } = lines.offsets(e.range);
    out = out.slice(0, start) + e.newText + out.slice(end);
  }
  return out;
}

const SCENARIO = [
  'version: 1',
  'name: One Bolt Pup meets a Bolt Puppy',
  'given:',
  '  p1: { stak: [Bolt Pup, Welder], hand: [] }  # Bolt Pup on the bottom',
  'steps:',
  '  - p1: play Bolt Pup',
  'expect:',
  '  events: [played Bolt Pup, entry Bolt Pup, drew Bolt Puppy]',
  "  note: 'Bolt Pup # not a comment'",
  '',
].join('\n');

describe('scenario rename', () => {
  it('renames whole-word uses outside comments', () => {
    const out = apply(SCENARIO, scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Spark Pup'));
    expect(out).toContain('name: One Spark Pup meets a Bolt Puppy');
    expect(out).toContain('stak: [Spark Pup, Welder], hand: [] }  # Bolt Pup on the bottom');
    expect(out).toContain('- p1: play Spark Pup');
    expect(out).toContain('events: [played Spark Pup, entry Spark Pup, drew Bolt Puppy]');
    expect(out).toContain("note: 'Spark Pup # not a comment'");
  });

  it('changes nothing when the new name could not be written plainly in YAML, or nothing changes', () => {
    expect(scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Pup, the Bolt')).toEqual([]);
    expect(scenarioRenameEdits(SCENARIO, 'Bolt Pup', 'Bolt Pup')).toEqual([]);
    expect(scenarioRenameEdits(SCENARIO, 'Gearhead', 'Gear')).toEqual([]);
  });
});
