import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// Night reading and the sleep timer's dimming belong to this screen, wherever it is shown (story page, reader).
import '../../../styles/night.css';
import { countWords, type Story } from '@bedtime/contracts';
import { useOnline, useSession } from '@bedtime/web-kit';
import { NarratedStoryText } from '../../narration/components/narrated-story-text';
import { BedtimeControls } from '../../bedtime/components/bedtime-controls';
import { SleepDim } from '../../bedtime/components/sleep-dim';
import { useNightReading } from '../../bedtime/hooks/use-night-reading';
import { useSleepTimer } from '../../bedtime/hooks/use-sleep-timer';
import { useChooseNarrator, useNarrators } from '../../narration/api/narrators';
import { NarrationControls } from '../../narration/components/narration-controls';
import { NarratorPicker } from '../../narration/components/narrator-picker';
import { useNarration } from '../../narration/hooks/use-narration';
import { ContinueReadingCard } from '../../progress/components/continue-reading-card';
import { useReadingProgress } from '../../progress/hooks/use-reading-progress';
import { OrderPrintedBookButton } from '../../print-book/components/order-printed-book-button';
import { ShareMenu } from '../../share/components/share-menu';
import { DeleteStoryButton } from '../../story/components/delete-story-button';
import { EditableTitle } from '../../story/components/editable-title';
import { FavoriteButton } from '../../story/components/favorite-button';
import { StoryDetails } from '../../story/components/story-details';
import { StoryMeta } from '../../story/components/story-meta';
import { ListenInvitation, VisitorBrandBar } from '../../story/components/visitor-invitation';
import { displayTitle } from '../../story/lib/story-labels';
import { WhenNear } from './when-near';
import { KeepOfflineButton } from '../../offline/components/keep-offline-button';
import { NeedsInternet, NeedsInternetNote } from '../../offline/components/offline-notes';
import { useAutoKeep } from '../../offline/hooks/use-auto-keep';

// Below the story, and heavy (pictures, drawn merchandise): their code comes when they are about to show.
const StoryEnhancements = lazy(() => import('../../enhancements/components/story-enhancements').then((m) => ({ default: m.StoryEnhancements })));
const TakeTheMagicHome = lazy(() => import('../../merchandise/components/take-the-magic-home').then((m) => ({ default: m.TakeTheMagicHome })));

/** Where a story is shown: its own page (/story/{id}) or the reader inside My Stories. */
export type StorySurface = 'page' | 'reader';

const SURFACES: Record<StorySurface, { rootClass: string; titleId: string; showAge: boolean; restoresProgress: boolean; focusesTitle: boolean }> = {
  // The page is reached by link: it restores where the reader stopped (Continue Reading).
  page: { rootClass: 'mfs-story-page', titleId: 'mfs-story-title', showAge: false, restoresProgress: true, focusesTitle: false },
  // The reader opens over the library: it starts at the top with the title focused, and only saves progress.
  reader: { rootClass: 'mfs-reader', titleId: 'mfs-reader-title', showAge: true, restoresProgress: false, focusesTitle: true },
};

interface StoryScreenProps {
  story: Story;
  surface: StorySurface;
  /** The way back (to the library; for a visitor, to joining). */
  back: ReactNode;
  /** Given where the owner may delete the story from this screen. */
  onDeleted?: () => void;
}

/**
 * One story on screen, for the story page and the library's reader alike: title (editable by the owner),
 * favourite, share, narration with read-along, reading progress, enhancements and details.
 */
export function StoryScreen({ story, surface, back, onDeleted }: StoryScreenProps) {
  const { user } = useSession();
  const look = SURFACES[surface];
  const title = displayTitle(story);
  const isOwner = !!user && user.id === story.userId;
  const textRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wordCount = useMemo(() => countWords(story.content), [story.content]);
  // Reading progress is the owner's: the service refuses it to other readers of a shared story.
  const { progress, highlightIndex, resume, recordPosition } = useReadingProgress({
    storyId: story.id,
    content: story.content,
    textRef,
    enabled: isOwner,
    restore: look.restoresProgress,
  });
  const narrators = useNarrators();
  const chooseNarrator = useChooseNarrator();
  const finished = useRef<() => void>(undefined);
  const online = useOnline();
  // The owner's last few stories listened to stay on the device (docs/offline.md).
  const keepListened = useAutoKeep(story, isOwner);
  const narration = useNarration({
    storyId: story.id,
    surface,
    textRef,
    onPosition: recordPosition,
    textLength: story.content.length,
    narrator: narrators.data?.preference,
    onFinished: () => finished.current?.(),
    onLoaded: keepListened,
  });
  const { night, setNight } = useNightReading();
  const sleep = useSleepTimer({ storyId: story.id, narration, enabled: !!user });
  finished.current = sleep.onStoryFinished;

  // The room is dark beyond the story too: the page behind it follows (the shell's own bars stay as they are).
  useEffect(() => {
    document.documentElement.classList.toggle('mfs-night-reading', night);
    return () => document.documentElement.classList.remove('mfs-night-reading');
  }, [night]);

  useEffect(() => {
    if (!look.focusesTitle) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [look.focusesTitle, story.id]);

  // Resume: back to the saved place, and when a word was saved, read on from that word.
  const resumeReading = () => {
    resume();
    if (progress && progress.wordIndex > 0) narration.playFrom(progress.wordIndex);
  };

  return (
    <ConfigProvider theme={night ? NIGHT_THEME : undefined}>
      <div className={`mfs-page ${look.rootClass}${night ? ' mfs-night' : ''}`} data-night={night ? 'on' : 'off'}>
        {sleep.timer.asleep && <SleepDim />}
        {!user && <VisitorBrandBar />}
        <div className="mfs-reader-bar">
          {back}
          <div className="mfs-reader-bar-actions">
            {isOwner && <KeepOfflineButton story={story} narrator={narrators.data?.preference} title={title} />}
            {/* Offline, these say "This needs the internet" when pressed instead of failing. */}
            <NeedsInternet className="mfs-online-actions">
              {user && <FavoriteButton storyId={story.id} title={title} look="labelled" />}
              <ShareMenu storyId={story.id} title={title} label="Share" isOwner={isOwner} />
              {user && <OrderPrintedBookButton storyId={story.id} title={title} />}
              {isOwner && onDeleted && <DeleteStoryButton storyId={story.id} title={title} onDeleted={onDeleted} />}
            </NeedsInternet>
          </div>
        </div>

        <article className="mfs-card mfs-reader-card" aria-labelledby={look.titleId}>
          <EditableTitle storyId={story.id} title={title} canEdit={isOwner && online}>
            <h1 id={look.titleId} ref={headingRef} tabIndex={look.focusesTitle ? -1 : undefined} className="mfs-reader-title">
              {title}
            </h1>
          </EditableTitle>
          <StoryMeta story={story} showAge={look.showAge} showReadingTime />
          <BedtimeControls night={night} onNightChange={setNight} timer={sleep.timer} showTimer={!!user} />
          {progress && <ContinueReadingCard progress={progress} wordCount={wordCount} onResume={resumeReading} />}
          {/* Narration needs a signed-in listener (the server narrates for accounts only): a visitor is invited instead. */}
          {user ? <NarrationControls narration={narration} surface={surface} /> : <ListenInvitation />}
          {user && narrators.data && <NarratorPicker narrators={narrators.data} onChoose={(preference) => chooseNarrator.mutate(preference)} />}
          <div ref={textRef}>
            <NarratedStoryText content={story.content} narration={narration} restingIndex={highlightIndex} />
          </div>
        </article>

        <WhenNear minHeight={120} label="Pictures and stickers">
          <Suspense fallback={<div style={{ minHeight: 120 }} />}>
            {/* The pictures already made show offline (kept with the story); making new ones needs the internet. */}
            <NeedsInternet className="mfs-online-actions">
              <StoryEnhancements story={{ ...story, title }} canEnhance={isOwner} />
            </NeedsInternet>
          </Suspense>
        </WhenNear>

        {/* Merchandise is made from the owner's own story (the service answers 404 to anyone else). */}
        {isOwner && !online && <NeedsInternetNote what="Take the Magic Home" />}
        {isOwner && online && (
          <WhenNear minHeight={320} label="Take the Magic Home">
            <Suspense fallback={<div style={{ minHeight: 320 }} />}>
              <TakeTheMagicHome storyId={story.id} storyTitle={title} />
            </Suspense>
          </WhenNear>
        )}

        <StoryDetails story={story} />
      </div>
    </ConfigProvider>
  );
}

/** Night reading: antd's dark algorithm with warm, low-contrast colours (styles/night.css does the page). */
const NIGHT_THEME = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#c8923a', colorBgContainer: '#2a231c', colorBgElevated: '#302820', colorText: '#bfae90', colorBorder: '#4a3f33' },
  // The shell's own component colours are light: night reading replaces them where the story uses them.
  components: {
    Segmented: { trackBg: '#1b1611', itemColor: '#bfae90', itemHoverColor: '#e6bd78', itemSelectedBg: '#4a3b28', itemSelectedColor: '#ecd9b4' },
  },
};
