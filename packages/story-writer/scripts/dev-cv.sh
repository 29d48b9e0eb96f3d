#!/bin/sh
# Two-fold cross-validation of the trained second opinion on dev only: train on one half, score the other.
# Run from the repo root: sh packages/story-writer/scripts/dev-cv.sh
set -e
cd "$(dirname "$0")/.."
for fold in 0 1; do
  TRAIN_FOLD=$fold npx tsx scripts/train-reader.ts > /dev/null
  EVAL_FOLD=$((1 - fold)) npx tsx scripts/dev-misses.ts | head -4
done
npx tsx scripts/train-reader.ts
