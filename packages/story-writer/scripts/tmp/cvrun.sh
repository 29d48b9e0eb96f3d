#!/bin/sh
# usage: env X_...=.. sh cvrun.sh  -> theme accuracy on the held fold, both folds summed
cd /work/wt-parents/packages/story-writer
tot=0; hit=0
for fold in 0 1; do
  TRAIN_FOLD=$fold npx tsx scripts/train-reader.ts > /dev/null
  EVAL_FOLD=$((1 - fold)) npx tsx scripts/dev-misses.ts | grep "lesson theme" 
done
