import { sql } from "drizzle-orm";
import { posts, type PostTexts } from "~/database/schema";
import type { LanguageTexts } from "~/i18n/owner-texts";

/** A post's titles in every language they are written in, without reading its bodies (docs/requirements/languages.md#owner-texts-in-every-language). */
export const postTitleTexts = sql<LanguageTexts<Pick<PostTexts, "title">>>`(
  select coalesce(jsonb_object_agg(entry.key, jsonb_build_object('title', entry.value -> 'title')) filter (where entry.value ? 'title'), '{}'::jsonb)
  from jsonb_each(${posts.texts}) as entry
)`;
