/** The collection pages: orders waiting for payment, collection methods (settings). */
export const COLLECTION_PATHS = {
  orders: '/collectionOrder',
  settings: '/collectionSetting',
} as const;
