ALTER TABLE "stories" ADD COLUMN "plan" jsonb;
