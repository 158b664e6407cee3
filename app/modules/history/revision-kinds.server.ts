import { attributeOptionRevisions } from "~/modules/catalogue/attribute-option-revisions.server";
import { categoryRevisions } from "~/modules/catalogue/category-revisions.server";
import { galleryPhotoRevisions } from "~/modules/catalogue/gallery-photo-revisions.server";
import { productRevisions } from "~/modules/catalogue/product-revisions.server";
import { imageRevisions } from "~/modules/media/image-revisions.server";
import { postRevisions } from "~/modules/news/post-revisions.server";
import { quoteSettingsRevisions } from "~/modules/quotes/quote-settings-revisions.server";
import { roomSceneRevisions } from "~/modules/room-scenes/room-scene-revisions.server";
import { basicInfoRevisions } from "~/modules/site-settings/basic-info-revisions.server";
import { navigationRevisions } from "~/modules/site-settings/navigation-revisions.server";
import { aboutPageRevisions, homePageRevisions, pageSeoRevisions } from "~/modules/site-settings/page-revisions.server";
import type { Permission } from "~/modules/auth/permissions";
import type { RevisionEntity } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";

/** Every kind of record with a history; the domain module that saves it defines how it is shown and restored. */
export const revisionKinds: Partial<Record<RevisionEntity, RevisionKind>> = {
  "basic-info": basicInfoRevisions,
  category: categoryRevisions,
  navigation: navigationRevisions,
  post: postRevisions,
  "home-page": homePageRevisions,
  "about-page": aboutPageRevisions,
  "page-seo": pageSeoRevisions,
  "quote-settings": quoteSettingsRevisions,
  "room-scene": roomSceneRevisions,
  product: productRevisions,
  "attribute-option": attributeOptionRevisions,
  image: imageRevisions,
  "gallery-photo": galleryPhotoRevisions,
};

/**
 * Reading and restoring a record's history needs the permission of the area that edits the record
 * (docs/decisions/054-team-roles.md): a kind added to `revisionEntities` fails to type-check until it is placed here.
 */
export const revisionPermissions: Record<RevisionEntity, Permission> = {
  "basic-info": "settings",
  "quote-settings": "settings",
  "home-page": "content",
  "about-page": "content",
  "page-seo": "content",
  navigation: "content",
  post: "content",
  category: "catalogue",
  product: "catalogue",
  "attribute-option": "catalogue",
  image: "catalogue",
  "gallery-photo": "catalogue",
  "room-scene": "catalogue",
};
