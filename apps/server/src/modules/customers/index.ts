/** What other modules use of customers (equipment, orders, events, ...); the rest is internal. */
export { customerRoutes } from './routes';
export { actorOf, readerOf, requireCustomer, requireCustomerNamed } from './service';
export { addressesOf, contactsOf, customerById, visibleCustomers, type CustomerActor } from './queries';
export { seedDemoCustomers } from './demo';
