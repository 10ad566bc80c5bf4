/**
 * Collection (issue 22, spec D2 "collected"): a completed order of a template with the collection
 * node on waits for payment in its own table; cash, transfer and online payments are recorded
 * against it; collection methods; the payment provider (local default: a signed link to a page the
 * product serves) and its QR.
 */
export { collectionRoutes } from './routes';
export { collectionConsumer } from './consumer';
export { seedDemoCollections } from './demo';
export { setPaymentProvider, localPaymentProvider, type PaymentProvider } from './provider';
