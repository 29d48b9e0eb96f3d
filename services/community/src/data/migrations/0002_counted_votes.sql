-- A vote counts (in the story's counters and the week's ranking) only when cast by an account with a
-- verified email address that does not own the story; the others are kept, so the voter sees their
-- choice, but move nothing. Votes cast before this rule keep counting.
ALTER TABLE "votes" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;
