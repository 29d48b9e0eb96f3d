import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NarrationResponse } from '@bedtime/contracts';
import { useToast } from '@bedtime/web-kit';
import { fetchNarration, narrationQueryKey } from '../api/get-narration';
import { audioFailure, audioFailureToast, type AudioFailure, type NarrationSurface } from '../lib/narration-errors';
import { createEffectCues, detectKeywords, type EffectCues } from '../lib/sound-keywords';
import { createSpokenWordStore } from '../lib/spoken-word-store';
import { startSecondsOf } from '../lib/timeline';
import { useReadAlong, type PositionListener } from './use-read-along';

/** spec/core.md §4 Audio: none, generating, ready (paused), playing. */
export type NarrationStatus = 'none' | 'generating' | 'ready' | 'playing';

interface NarrationOptions {
  storyId: string;
  surface: NarrationSurface;
  /** The element holding the story's word spans, to keep the spoken word in view. */
  textRef: RefObject<HTMLElement | null>;
  /** Told the word being read as it changes, and asked to save every 10 s while playing and on pause. */
  onPosition?: PositionListener;
}

/** Seeking before the audio knows its length would be lost: wait for its metadata first. */
function seek(audio: HTMLAudioElement, seconds: number): Promise<void> {
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
    audio.currentTime = seconds;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      audio.removeEventListener('loadedmetadata', done);
      audio.removeEventListener('error', done);
      if (!audio.error) audio.currentTime = seconds;
      resolve();
    };
    audio.addEventListener('loadedmetadata', done);
    audio.addEventListener('error', done);
  });
}

/**
 * Narration of one story with read-along: pressing play with no audio first makes it (GET narration gives
 * the audio and its word timeline); a playback failure makes it again once, and the failure is logged.
 */
export function useNarration({ storyId, surface, textRef, onPosition }: NarrationOptions) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [status, setStatus] = useState<NarrationStatus>('none');
  const [failure, setFailure] = useState<AudioFailure | null>(null);
  const [playbackFailed, setPlaybackFailed] = useState(false);
  const [highlightWords, setHighlightWords] = useState(true);
  const [soundEffects, setSoundEffectsOn] = useState(false);

  const spoken = useMemo(() => createSpokenWordStore(), []);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const narrationRef = useRef<NarrationResponse | null>(null);
  const cuesRef = useRef<EffectCues | null>(null);
  const effectsRef = useRef<AudioContext | null>(null);
  const settings = useRef({ highlightWords, soundEffects });
  settings.current = { highlightWords, soundEffects };
  const positionRef = useRef(onPosition);
  positionRef.current = onPosition;
  const retried = useRef(false);
  const alive = useRef(true);

  const effectsContext = useCallback(() => effectsRef.current, []);
  const { start: followAlong, stop: stopFollowing } = useReadAlong({
    audioRef,
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

  const load = useCallback(
    async (fresh: boolean): Promise<boolean> => {
      setStatus('generating');
      setFailure(null);
      setPlaybackFailed(false);
      try {
        const narration = await queryClient.fetchQuery({
          queryKey: narrationQueryKey(storyId),
          queryFn: () => fetchNarration(storyId),
          staleTime: fresh ? 0 : Infinity,
        });
        if (!alive.current) return false;
        narrationRef.current = narration;
        cuesRef.current = createEffectCues(detectKeywords(narration.words));
        const audio = audioRef.current!;
        audio.src = narration.audioUrl;
        audio.load();
        return true;
      } catch (error) {
        if (!alive.current) return false;
        console.error('Making the narration failed', error);
        const reason = audioFailure(error);
        setFailure(reason);
        setStatus('none');
        narrationRef.current = null;
        toast({ ...audioFailureToast(reason, surface), variant: 'destructive' });
        return false;
      }
    },
    [queryClient, storyId, surface, toast],
  );

  const play = useCallback(async (fromSeconds?: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (fromSeconds !== undefined) await seek(audio, fromSeconds);
    try {
      await audio.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      // The browser refused to start without a fresh click: ready, so the next press plays.
      if (name === 'NotAllowedError') setStatus('ready');
      // A source that cannot play also fires 'error', which makes the audio again; a pause before
      // playback began (AbortError) needs nothing.
    }
  }, []);

  // The audio element's handlers call the latest load/play without the element being made again.
  const recover = useRef({ load, play });
  recover.current = { load, play };

  // One audio element per story view; its events drive the state.
  useEffect(() => {
    alive.current = true;
    const audio = new Audio();
    audio.preload = 'auto';
    audioRef.current = audio;
    const report = (save: boolean) => {
      const index = spoken.get();
      if (index !== null) positionRef.current?.(index, { playing: false, save });
    };
    const onPlaying = () => {
      setStatus('playing');
      followAlong();
    };
    const onPause = () => {
      stopFollowing();
      if (audio.ended || audio.error) return;
      setStatus('ready');
      report(true);
    };
    const onEnded = () => {
      stopFollowing();
      setStatus('ready');
      spoken.set(null);
      cuesRef.current?.reset();
      retried.current = false;
    };
    const onError = () => {
      if (!audio.getAttribute('src')) return;
      stopFollowing();
      const at = audio.currentTime;
      if (retried.current) {
        console.error('Narration playback failed again', audio.error);
        narrationRef.current = null;
        setStatus('none');
        setPlaybackFailed(true);
        return;
      }
      retried.current = true;
      console.error('Narration playback failed; making the audio again', audio.error);
      void recover.current.load(true).then((loaded) => (loaded ? recover.current.play(at) : undefined));
    };
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    return () => {
      alive.current = false;
      stopFollowing();
      report(false);
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      audioRef.current = null;
      void effectsRef.current?.close().catch(() => undefined);
      effectsRef.current = null;
    };
  }, [spoken, followAlong, stopFollowing]);

  /** Plays from where it was (or from the start), making the audio first when there is none yet. */
  const start = useCallback(
    async (fromWord?: number) => {
      if (soundEffects) wakeEffects();
      if (playbackFailed) retried.current = false;
      if (!narrationRef.current && !(await load(false))) return;
      const words = narrationRef.current?.words ?? [];
      await play(fromWord === undefined ? undefined : startSecondsOf(words, fromWord));
    },
    [soundEffects, wakeEffects, playbackFailed, load, play],
  );

  const toggle = useCallback(() => {
    if (status === 'generating') return;
    if (status === 'playing') audioRef.current?.pause();
    else void start();
  }, [status, start]);

  /** Resume reading: light the saved word now and play from its start once the audio is there. */
  const playFrom = useCallback(
    (wordIndex: number) => {
      if (status === 'generating') return;
      spoken.set(wordIndex);
      void start(wordIndex);
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
    spoken,
    highlightWords,
    setHighlightWords,
    soundEffects,
    setSoundEffects,
    toggle,
    playFrom,
  };
}

export type Narration = ReturnType<typeof useNarration>;
