import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Each public page exists twice: the English path and its Chinese twin, one module with two ids. */
function bilingual(englishPath: string, chinesePath: string, file: string, id: string) {
  return [route(englishPath, file, { id: `${id}-en` }), route(chinesePath, file, { id: `${id}-zh` })];
}

export default [
  layout("routes/_public/layout.tsx", [
    index("routes/_public/home.tsx", { id: "home-en" }),
    route("zh", "routes/_public/home.tsx", { id: "home-zh" }),
    ...bilingual("home", "home-zh", "routes/_public/home.tsx", "home-alias"),
    ...bilingual("about-us", "about-us-zh", "routes/_public/about.tsx", "about"),
    ...bilingual("brand-center", "brand-center-zh", "routes/_public/brand-center.tsx", "brand-center"),
    ...bilingual("product/:productId", "product-zh/:productId", "routes/_public/product.tsx", "product"),
    ...bilingual("news-center", "news-center-zh", "routes/_public/news-center.tsx", "news-center"),
    ...bilingual("news-center/:slug", "news-center-zh/:slug", "routes/_public/news-post.tsx", "news-post"),
    ...bilingual("contact-us", "contact-us-zh", "routes/_public/contact.tsx", "contact"),
    ...bilingual("contact-us/product/:productId", "contact-us-zh/product/:productId", "routes/_public/contact.tsx", "contact-product"),
    route("contact-us/collection/:collectionId/:lang", "routes/_public/contact.tsx", { id: "contact-collection" }),
    route("404", "routes/_public/not-found.tsx", { id: "not-found" }),
    route("*", "routes/_public/not-found.tsx", { id: "not-found-catch-all" }),
  ]),
  route("login", "routes/_auth/login.tsx"),
  route("forget-password", "routes/_auth/forget-password.tsx"),
  route("reset-password/:token", "routes/_auth/reset-password.tsx"),
  route("verify-email/:token", "routes/_auth/confirm-email.tsx", { id: "verify-email" }),
  route("confirm-email/:token", "routes/_auth/confirm-email.tsx", { id: "confirm-email" }),
  route("logout", "routes/_auth/logout.ts"),
  route("dashboard", "routes/admin/layout.tsx", [
    index("routes/admin/enquiries.tsx"),
    route("enquiries.csv", "routes/admin/enquiries.csv.ts"),
    route("products", "routes/admin/products.tsx"),
    route("products/upload", "routes/admin/products.upload.ts"),
    route("products/:productId/photos", "routes/admin/product-photos.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("basic-info", "routes/admin/basic-info.tsx"),
    route("revisions/:entity/:entityId", "routes/admin/revisions.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("categories/new", "routes/admin/categories.edit.tsx", { id: "admin-category-new" }),
    route("categories/:categoryId", "routes/admin/categories.edit.tsx", { id: "admin-category-edit" }),
    route("news", "routes/admin/news.tsx"),
    route("news/new", "routes/admin/news-post.tsx", { id: "admin-news-new" }),
    route("news/:postId", "routes/admin/news-post.tsx", { id: "admin-news-edit" }),
    route("media", "routes/admin/media.tsx"),
    route("media/upload", "routes/admin/media.upload.ts"),
    route("media/:mediaId", "routes/admin/media.$id.tsx"),
    route("web-pages", "routes/admin/web-pages.tsx", [
      index("routes/admin/web-pages.home.tsx"),
      route("about", "routes/admin/web-pages.about.tsx"),
      route("seo", "routes/admin/web-pages.seo.tsx"),
    ]),
    route("navigation", "routes/admin/navigation.tsx"),
    route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),
  route("media/*", "routes/resources/media.ts"),
  route("resources/page-view", "routes/resources/page-view.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  ...bilingual("news-center/rss.xml", "news-center-zh/rss.xml", "routes/_seo/news-feed.ts", "news-feed"),
  route("robots.txt", "routes/_seo/robots.ts"),
] satisfies RouteConfig;
