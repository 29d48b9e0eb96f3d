import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GenerationStage } from '@bedtime/contracts';
import { ApiError, STORIES_QUERY_KEY, USER_QUERY_KEY } from '@bedtime/web-kit';
import { useChildren } from '../../children/api/children';
import { useStory } from '../../story/api/get-story';
import { generateStory } from '../api/generate-story';
import { generationErrorField, generationErrorMessage } from '../lib/generation-errors';
import { INITIAL_WIZARD, wizardReducer } from '../lib/wizard-reducer';
import { toGenerateRequest } from '../lib/wizard-rules';

/** What the generating screen shows while the server writes: its stage, and the title and text so far. */
export interface LiveStory {
  serverStage: GenerationStage | null;
  title: string;
  text: string;
}

const NOTHING_YET: LiveStory = { serverStage: null, title: '', text: '' };

export function useStoryWizard() {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [live, setLive] = useState<LiveStory>(NOTHING_YET);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const family = useChildren();

  // "Another adventure" arrives as /?continue={storyId}: the wizard starts from that story's hero and friends.
  const [params] = useSearchParams();
  const continueId = params.get('continue') ?? undefined;
  const earlier = useStory(continueId);
  const continued = useRef<string | null>(null);
  useEffect(() => {
    const story = earlier.data;
    if (!story || continued.current === story.id || family.isLoading || story.userId === undefined) return;
    continued.current = story.id;
    const child = story.childId ? family.children.find((saved) => saved.id === story.childId) : undefined;
    dispatch({ type: 'continue-story', story, ...(child ? { child } : {}) });
  }, [earlier.data, family.isLoading, family.children]);

  const create = useCallback(async () => {
    if (running.current) return;
    let request;
    try {
      request = toGenerateRequest(state.input);
    } catch {
      return;
    }
    dispatch({ type: 'generate' });
    setLive(NOTHING_YET);
    const controller = new AbortController();
    running.current = controller;
    try {
      const result = await generateStory(
        request,
        {
          onStage: (serverStage) => setLive((now) => ({ ...now, serverStage })),
          onTitle: (title) => setLive((now) => ({ ...now, title })),
          onDelta: (text) => setLive((now) => ({ ...now, text: now.text + text })),
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      dispatch({ type: 'succeeded', result });
      void queryClient.invalidateQueries({ queryKey: STORIES_QUERY_KEY });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Story generation failed', error);
      const field = generationErrorField(error);
      const needsSubscription = error instanceof ApiError && error.status === 402;
      dispatch({ type: 'failed', error: generationErrorMessage(error), needsSubscription, ...(field ? { field } : {}) });
      if (needsSubscription) {
        // The trial ended while this page was open: refresh the session's user and go to /subscribe.
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        navigate('/subscribe');
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [state.input, queryClient, navigate]);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setLive(NOTHING_YET);
    dispatch({ type: 'reset' });
  }, []);

  return {
    state,
    dispatch,
    live,
    create,
    reset,
    children: family.children,
    /** Nothing to ask yet: the saved children, or the story to continue, are still on their way. */
    waiting: family.isLoading || (continueId !== undefined && earlier.isLoading),
  };
}
