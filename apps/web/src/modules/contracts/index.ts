/** What other modules may use of contracts: the paths. */
export { CONTRACT_PATHS, contractPath, planPath, salesDetailPath, taskPath } from './paths';
