/** Creating enterprises and their users (registration, seeds, tests); counting seats. */
export { countEnabledUsers, createEnterprise, createUser } from './service';
