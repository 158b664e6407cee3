/** The dashboard's editors of one record, for the links other pages make to them (history, media uses, SEO fixes). */
export const dashboardPaths = {
  product: (id: string) => `/dashboard/products?edit=${encodeURIComponent(id)}`,
  productPhotos: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/photos`,
  category: (id: string) => `/dashboard/categories/${encodeURIComponent(id)}`,
  attributeOption: (id: string) => `/dashboard/attributes?edit=${encodeURIComponent(id)}`,
  post: (id: string) => `/dashboard/news/${encodeURIComponent(id)}`,
  media: (id: string) => `/dashboard/media/${encodeURIComponent(id)}`,
  roomScene: (id: string) => `/dashboard/rooms/${encodeURIComponent(id)}`,
};

/** Where an account manages its second factor, and the page that asks for the password again (docs/decisions/053). */
export const securityPaths = { secondFactor: "/dashboard/account/security", reAuthentication: "/dashboard/re-authenticate" } as const;

/** The editors of the site's own documents. */
export const documentEditorPaths = {
  company: "/dashboard/basic-info",
  about: "/dashboard/web-pages/about",
  home: "/dashboard/web-pages",
  navigation: "/dashboard/navigation",
} as const;
