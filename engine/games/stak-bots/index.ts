export { stakBots } from './rules';
export { vocabulary as stakBotsVocabulary, STAK_BOTS } from './vocabulary';
