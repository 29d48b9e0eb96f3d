-- The name other families see on shared stories: chosen by the parent, screened, never the last name or
-- the child's name (the nickname names the child in stories); unset shows "A parent".
ALTER TABLE "users" ADD COLUMN "display_name" text;
