// Deck lists: checking them against a game's construction, reading and writing them as text,
// their statistics and draw odds, and what they put on the table.
export * from './cards';
export * from './check';
export * from './construction';
export * from './odds';
export * from './lists-dealing';
export * from './setup';
export * from './stats';
export * from './text';
