import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NarrationPreference, NarrationResponse } from '@bedtime/contracts';
import { isOnline, keptStoryOf, narratorKey as keptNarratorKey, useSession, useToast } from '@bedtime/web-kit';
import { narrationQueryKey, streamNarration, type PlayableSegment } from '../api/stream-narration';
import { audioFailure, audioFailureToast, type AudioFailure, type NarrationSurface } from '../lib/narration-errors';
import { NarrationPlayer } from '../lib/narration-player';
import { createEffectCues, detectKeywords, type EffectCues } from '../lib/sound-keywords';
import { createSpokenWordStore } from '../lib/spoken-word-store';
import { wordAtTime } from '../lib/timeline';
import { useReadAlong, type PositionListener } from './use-read-along';

/** Narration's states: none, generating, ready (paused), playing (docs/product-rules.md, Narration). */
export type NarrationStatus = 'none' | 'generating' | 'ready' | 'playing';

interface NarrationOptions {
  storyId: string;
  surface: NarrationSurface;
  /** The element holding the story's word spans, to keep the spoken word in view. */
  textRef: RefObject<HTMLElement | null>;
  /** Told the word being read as it changes, and asked to save every 10 s while playing and on pause. */
  onPosition?: PositionListener;
  /** The story's length in characters, to tell how much of the audio is made while it is being made. */
  textLength?: number;
  /** The narrator and pace chosen; until known, the account's saved choice. */
  narrator?: NarrationPreference;
  /** The story was heard to its end (its gentle fade included). */
  onFinished?: () => void;
  /** The whole narration is known (made, fetched or kept): the story is kept among the last listened to. */
  onLoaded?: (narration: NarrationResponse, narrator: NarrationPreference | undefined) => void;
}

/**
 * Narration of one story with read-along. Pressing play with no audio streams it: the first sentence plays as
 * soon as it is synthesised and the rest follow, while the service finishes and caches the whole file, which
 * later plays use. A playback failure makes it again once, and the failure is logged.
 */
export function useNarration({ storyId, surface, textRef, onPosition, textLength, narrator, onFinished, onLoaded }: NarrationOptions) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  const { toast } = useToast();
  const [status, setStatus] = useState<NarrationStatus>('none');
  const [failure, setFailure] = useState<AudioFailure | null>(null);
  const [playbackFailed, setPlaybackFailed] = useState(false);
  const [highlightWords, setHighlightWords] = useState(true);
  const [soundEffects, setSoundEffectsOn] = useState(false);
  /** How much of the story has audio while it is still being made (0-1), null when none is being made. */
  const [madeFraction, setMadeFraction] = useState<number | null>(null);

  const spoken = useMemo(() => createSpokenWordStore(), []);
  const playerRef = useRef<NarrationPlayer | null>(null);
  const narrationRef = useRef<Pick<NarrationResponse, 'words'> | null>(null);
  const cuesRef = useRef<EffectCues | null>(null);
  const effectsRef = useRef<AudioContext | null>(null);
  const streamRef = useRef<AbortController | null>(null);
  const settings = useRef({ highlightWords, soundEffects });
  settings.current = { highlightWords, soundEffects };
  const positionRef = useRef(onPosition);
  positionRef.current = onPosition;
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  const loadedRef = useRef(onLoaded);
  loadedRef.current = onLoaded;
  const narratorRef = useRef(narrator);
  narratorRef.current = narrator;
  const retried = useRef(false);
  const alive = useRef(true);
  const following = useRef(false);

  const clock = useCallback(() => playerRef.current?.clockMs() ?? null, []);
  const effectsContext = useCallback(() => effectsRef.current, []);
  const { start: followAlong, stop: stopFollowing } = useReadAlong({
    clock,
    narrationRef,
    cuesRef,
    spoken,
    textRef,
    settings,
    effectsContext,
    onPosition: positionRef,
  });

  /** The effects' AudioContext is made (or woken) inside a click, when the browser lets it sound. */
  const wakeEffects = useCallback(() => {
    if (!effectsRef.current && typeof AudioContext !== 'undefined') effectsRef.current = new AudioContext();
    void effectsRef.current?.resume().catch(() => undefined);
  }, []);

  /** Gets the narration: from this page's cache, else streamed from the service. Resolves false on failure. */
  const load = useCallback(
    async (fresh: boolean): Promise<boolean> => {
      const player = playerRef.current;
      if (!player) return false;
      setStatus('generating');
      setFailure(null);
      setPlaybackFailed(false);
      const chosen = narratorRef.current;
      const cached = fresh ? undefined : queryClient.getQueryData<NarrationResponse>(narrationQueryKey(storyId, chosen));
      // Kept on this device (docs/offline.md): its audio comes from the device; offline, whichever narrator it is in.
      const kept = cached || fresh || !userId ? undefined : await keptStoryOf(userId, storyId).catch(() => undefined);
      const keptNarration = kept?.narration && (!isOnline() || kept.narrator === keptNarratorKey(chosen)) ? kept.narration : undefined;
      const known = cached ?? keptNarration;
      if (known) {
        if (!alive.current) return false;
        narrationRef.current = known;
        cuesRef.current = createEffectCues(detectKeywords(known.words));
        player.finish(known);
        loadedRef.current?.(known, chosen);
        return true;
      }
      streamRef.current?.abort();
      const stream = new AbortController();
      streamRef.current = stream;
      // The timeline and the sound-effect moments grow with each segment, so reading along works from the first.
      const words: NarrationResponse['words'] = [];
      narrationRef.current = { words };
      const cues = createEffectCues([]);
      cuesRef.current = cues;
      const onSegment = (segment: PlayableSegment) => {
        if (!alive.current || stream.signal.aborted) return;
        words.push(...segment.words);
        cues.add(detectKeywords(segment.words));
        player.addSegment(segment);
        if (textLength) setMadeFraction(Math.min(1, segment.charEnd / textLength));
      };
      try {
        if (textLength) setMadeFraction(0);
        const narration = await streamNarration(storyId, { onSegment, signal: stream.signal, narrator: chosen });
        if (!alive.current || stream.signal.aborted) return false;
        queryClient.setQueryData(narrationQueryKey(storyId, chosen), narration);
        narrationRef.current = narration;
        cuesRef.current = cues;
        cues.add(detectKeywords(narration.words));
        player.finish(narration);
        loadedRef.current?.(narration, chosen);
        return true;
      } catch (error) {
        if (!alive.current || stream.signal.aborted) return false;
        console.error('Making the narration failed', error);
        const reason = audioFailure(error);
        setFailure(reason);
        setStatus('none');
        stopFollowing();
        following.current = false;
        player.reset();
        narrationRef.current = null;
        toast({ ...audioFailureToast(reason, surface), variant: 'destructive' });
        return false;
      } finally {
        if (streamRef.current === stream) streamRef.current = null;
        if (alive.current) setMadeFraction(null);
      }
    },
    [queryClient, storyId, surface, toast, textLength, stopFollowing, userId],
  );

  // The handlers call the latest load without the player being made again.
  const loadRef = useRef(load);
  loadRef.current = load;

  // One player (one audio element) per story view; its events drive the state.
  useEffect(() => {
    alive.current = true;
    const report = (save: boolean) => {
      const index = spoken.get();
      if (index !== null) positionRef.current?.(index, { playing: false, save });
    };
    const stopReading = () => {
      following.current = false;
      stopFollowing();
    };
    const player = new NarrationPlayer({
      playing() {
        setStatus('playing');
        // The next segment starting is the same listen: the 10-second save keeps its rhythm.
        if (following.current) return;
        following.current = true;
        followAlong();
      },
      paused() {
        stopReading();
        setStatus('ready');
        report(true);
      },
      ended() {
        stopReading();
        setStatus('ready');
        spoken.set(null);
        cuesRef.current?.reset();
        retried.current = false;
        finishedRef.current?.();
      },
      blocked() {
        stopReading();
        setStatus('ready');
      },
      failed(atMs, error) {
        stopReading();
        if (retried.current) {
          console.error('Narration playback failed again', error);
          narrationRef.current = null;
          player.reset();
          setStatus('none');
          setPlaybackFailed(true);
          return;
        }
        retried.current = true;
        console.error('Narration playback failed; making the audio again', error);
        const words = player.words();
        const fromWord = wordAtTime(words, atMs) ?? undefined;
        player.reset();
        void player.play(fromWord);
        void loadRef.current(true);
      },
    });
    playerRef.current = player;
    return () => {
      alive.current = false;
      streamRef.current?.abort();
      stopReading();
      report(false);
      player.audio.pause();
      player.dispose();
      playerRef.current = null;
      void effectsRef.current?.close().catch(() => undefined);
      effectsRef.current = null;
    };
  }, [spoken, followAlong, stopFollowing]);

  // Another narrator or pace is another narration: what was loaded goes, and the next Listen makes or fetches the new one.
  const narratorKey = narrator ? `${narrator.voice}@${narrator.speed}` : '';
  const firstNarrator = useRef(narratorKey);
  useEffect(() => {
    const before = firstNarrator.current;
    firstNarrator.current = narratorKey;
    // The account's choice arriving is not a change: a narration started before it used that same saved choice.
    if (before === narratorKey || before === '') return;
    const player = playerRef.current;
    if (!player) return;
    streamRef.current?.abort();
    streamRef.current = null;
    player.pause();
    player.reset();
    narrationRef.current = null;
    following.current = false;
    stopFollowing();
    setStatus('none');
    setMadeFraction(null);
  }, [narratorKey, stopFollowing]);

  /** The sleep timer's end: the voice fades and stops. */
  const fadeOutAndStop = useCallback(async () => {
    await playerRef.current?.fadeOutAndStop();
  }, []);

  /** Plays from where it was (or from a word), making the audio first when there is none yet. */
  const start = useCallback(
    (fromWord?: number) => {
      const player = playerRef.current;
      if (!player) return;
      if (soundEffects) wakeEffects();
      if (playbackFailed) retried.current = false;
      const needsAudio = !player.hasAudio && !streamRef.current;
      void player.play(fromWord);
      if (needsAudio) void load(false);
    },
    [soundEffects, wakeEffects, playbackFailed, load],
  );

  const toggle = useCallback(() => {
    if (status === 'generating') return;
    if (status === 'playing') playerRef.current?.pause();
    else start();
  }, [status, start]);

  /** Resume reading: light the saved word now and play from its start once the audio is there. */
  const playFrom = useCallback(
    (wordIndex: number) => {
      if (status === 'generating') return;
      spoken.set(wordIndex);
      start(wordIndex);
    },
    [status, spoken, start],
  );

  const setSoundEffects = useCallback(
    (on: boolean) => {
      if (on) wakeEffects();
      setSoundEffectsOn(on);
    },
    [wakeEffects],
  );

  return {
    status,
    failure,
    playbackFailed,
    madeFraction,
    spoken,
    highlightWords,
    setHighlightWords,
    soundEffects,
    setSoundEffects,
    toggle,
    playFrom,
    /** Plays from the start or where it was (a story following the last one under the sleep timer). */
    play: start,
    fadeOutAndStop,
  };
}

export type Narration = ReturnType<typeof useNarration>;
