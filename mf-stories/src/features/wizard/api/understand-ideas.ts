import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { understandIdeasResponseSchema, type UnderstandIdeasRequest } from '@bedtime/contracts';
import { apiJson } from '@bedtime/web-kit';

/** POST /api/understand-ideas: how the writer reads the lesson and each twist (nothing is stored). */
export function understandIdeasQuery(ideas: Required<Pick<UnderstandIdeasRequest, 'lesson' | 'plotTwists'>> & { age?: number }) {
  return queryOptions({
    queryKey: ['/api/understand-ideas', ideas.lesson, ideas.plotTwists, ideas.age ?? null] as const,
    queryFn: async ({ signal }) => await apiJson(understandIdeasResponseSchema, 'POST', '/api/understand-ideas', ideas, { signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    enabled: ideas.lesson.trim() !== '' || ideas.plotTwists.length > 0,
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The reading of what the parent has typed, a moment after they stop typing. */
export function useIdeaReading(lesson: string, plotTwists: readonly string[], age: number | undefined) {
  const key = JSON.stringify([lesson.trim(), plotTwists]);
  const settled = useDebounced(key, 350);
  const [settledLesson, settledTwists] = JSON.parse(settled) as [string, string[]];
  const query = useQuery(understandIdeasQuery({ lesson: settledLesson, plotTwists: settledTwists, ...(age === undefined ? {} : { age }) }));
  return settledLesson === '' && settledTwists.length === 0 ? undefined : query.data;
}
