export { fourSouls } from './rules';
export { vocabulary as fourSoulsVocabulary, FOUR_SOULS } from './vocabulary';
