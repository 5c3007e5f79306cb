// Scenarios: small scripted games that show a rule or a card working, run by `cardwright
// test` and by the test suite.
import type { GameModule } from '../core/context';
import { destiny, DESTINY } from '../games/destiny';
import { fourSouls, FOUR_SOULS } from '../games/four-souls';
import { smashUp, SMASH_UP } from '../games/smash-up';
import { stakBots, STAK_BOTS } from '../games/stak-bots';

export { runScenario, scenarioDecks, type ScenarioDecks, type ScenarioFailure, type ScenarioResult } from './runner';
export { parseScenario, formatPath, SCENARIO_VERSION, type Scenario, type ScenarioProblem, type DocPath } from './schema';

/** The games scenarios can name, by vocabulary id. */
export const scenarioGames: Readonly<Record<string, GameModule>> = { [STAK_BOTS]: stakBots, [FOUR_SOULS]: fourSouls, [SMASH_UP]: smashUp, [DESTINY]: destiny };
