/** What other modules use of the product catalogue; the rest is internal. */
export { productRoutes } from './routes';
export { findProduct, productSearchText } from './queries';
export { categoryPathMap, existingProductIds } from './service';
export { seedDemoProducts } from './demo';
