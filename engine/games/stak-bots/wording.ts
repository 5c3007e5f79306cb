// How Stak Bots cards are worded: bots enter, fight and are scrapped; the printed cards say "bot"
// and "Entry:". Plain data for the rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  zoneTops: { stak: 'top bot' },
  verbs: { 'play-from-hand': 'play a card from hand' },
  events: {
    entry: { verb: 'enter', fields: { card: 'that bot' } },
    played: { verb: 'be played', owner: 'play a bot', fields: { card: 'the bot played', player: 'the player' } },
    scrapped: { verb: 'be scrapped', fields: { card: 'the scrapped card', player: 'its owner' } },
    attacked: { verb: 'attack', deed: 'attack', fields: { card: 'the attacker', target: 'the attacked bot' } },
    fought: { verb: 'fight', fields: { card: 'the bot', opponent: 'the bot it fought' } },
    damage: { verb: 'be dealt damage', fields: { amount: 'the damage', source: 'the source of the damage' } },
    damaged: { verb: 'be dealt damage', fields: { amount: 'the damage', source: 'the source of the damage' } },
    eliminated: { verb: 'be eliminated', fields: { player: 'the eliminated player' } },
  },
};
