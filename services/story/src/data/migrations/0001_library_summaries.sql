DROP INDEX "stories_user_created_idx";--> statement-breakpoint
DROP INDEX "stories_search_idx";--> statement-breakpoint
ALTER TABLE "illustrations" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Pictures drawn before: the scene sentence from their prompt ("Picture n of the bedtime story "T": <scene>").
UPDATE "illustrations" SET "alt" = CASE WHEN length(t.scene) > 140 THEN rtrim(left(t.scene, 139)) || '…' ELSE t.scene END
FROM (SELECT "story_id", "position", coalesce(substring("prompt" from 'Picture [0-9]+ of the bedtime story ".*?": ([^\n]*)'), '') AS scene FROM "illustrations") AS t
WHERE t."story_id" = "illustrations"."story_id" AND t."position" = "illustrations"."position";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "preview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Stories written before this migration: the preview as storyPreview() makes it, and the word count by a
-- pattern close to tokenizeWords() (new stories get both from the shared functions when they are stored).
UPDATE "stories" AS s SET
	"preview" = CASE WHEN length(t.folded) > 150 THEN rtrim(left(t.folded, 150)) || '...' ELSE t.folded END,
	"word_count" = regexp_count(s."content", '[[:alnum:]]+([''’-][[:alnum:]]+)*')
FROM (SELECT "id", btrim(regexp_replace("content", '\s+', ' ', 'g')) AS folded FROM "stories") AS t
WHERE t."id" = s."id";--> statement-breakpoint
CREATE INDEX "stories_user_created_id_idx" ON "stories" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- btree_gin lets a GIN index hold the user id beside the words (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "stories_user_search_idx" ON "stories" USING gin ("user_id","search_vector");
