/** The catalogue's pages (spec-shell §2 routes). */
export const PRODUCT_PATHS = {
  list: '/allProduct',
  detail: '/allProduct/Productdetails/:id',
  categories: '/categories',
  category: '/categories/:id',
} as const;
