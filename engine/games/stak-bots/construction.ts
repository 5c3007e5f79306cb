// How a Stak Bots table's cards are put together (docs/rules/stak-bots.md, SB-SETUP): one list,
// the supply, from which every stak and hand is dealt and which the players then share.
import type { Construction } from '../../defs';

export const construction: Construction = {
  scope: 'table',
  sections: [{ id: 'supply', name: 'Supply', doc: 'Every card of the table: staks and hands are dealt from it, and what is left is the shared draw pile.', kinds: ['bot'], zone: 'supply' }],
  rules: [
    {
      id: 'supply-deals',
      kind: 'size',
      sections: ['supply'],
      min: { times: ['players', { plus: ['stak-size', 'hand-size'] }] },
      doc: 'The supply deals every player a stak and a starting hand.',
      source: ['SB-SETUP-1', 'SB-SETUP-5', 'SB-SETUP-8'],
    },
    { id: 'copies-per-card', kind: 'copies', sections: ['supply'], max: 'copies-per-card', doc: 'No card has more copies than the copy limit (none in the published rules).' },
  ],
  draws: { section: 'supply', opening: 'hand-size', perTurn: 'draws-per-turn' },
};
