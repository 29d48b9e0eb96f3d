import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppstoreOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Select, Spin, Switch } from 'antd';
import { errorMessage, isNetworkFailure, useOnline, useSession } from '@bedtime/web-kit';
import { useKeptIds, useKeptStories } from '../../offline/api/kept-stories';
import { OfflineLibraryBanner } from '../../offline/components/offline-notes';
import { useFavoriteIds } from '../../story/api/favorites';
import { useStory } from '../../story/api/get-story';
import { useLibrary, useStorySearch } from '../api/get-stories';
import { useChildren } from '../../children/api/children';
import { BOOKS_PER_SHELF, EMPTY_FILTERS, hasFilters, onlyFavorites, resultCountText, shelfCount, type SearchFilters } from '../lib/library-rules';
import { readLibraryLayout, saveLibraryLayout, type LibraryLayout } from '../lib/library-layout';
import { Bookshelf } from './bookshelf';
import { LoadingCards, NoMatches, NoStoriesYet } from './library-states';
import { SearchBar } from './search-bar';
import { StoryCard } from './story-card';
import { StoryReader } from './story-reader';

/** My Stories (docs/product-rules.md, Library and reader): the library, its search and filters, and the in-page reader. */
export function LibraryView() {
  const { user } = useSession();
  const online = useOnline();
  const keptIds = useKeptIds();
  // The view the parent chose last time, on this device.
  const [layout, setLayoutState] = useState<LibraryLayout>(readLibraryLayout);
  const setLayout = (next: LibraryLayout) => {
    setLayoutState(next);
    saveLibraryLayout(next);
  };
  const [shelf, setShelf] = useState(0);
  const [draft, setDraft] = useState<SearchFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<SearchFilters>(EMPTY_FILTERS);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  // The open story lives in the URL (?story=id), so Back in the browser closes the reader.
  const [params, setParams] = useSearchParams();
  const openId = params.get('story');
  const returnTo = useRef<string | null>(null);

  // One saved child's stories, or everyone's; kept in the URL (?child=id) like the open story.
  const { children } = useChildren();
  const childId = params.get('child');
  const setChildId = (next: string | null) => {
    setShelf(0);
    setParams((now) => {
      const updated = new URLSearchParams(now);
      if (next) updated.set('child', next);
      else updated.delete('child');
      return updated;
    });
  };
  const library = useLibrary(childId);
  const search = useStorySearch(applied, childId);
  const { favoriteIds } = useFavoriteIds();
  const searching = hasFilters(applied);
  const stories = library.stories;
  const listed = searching ? (search.data ?? []) : stories;
  const shown = favoritesOnly ? onlyFavorites(listed, favoriteIds) : listed;
  // The list has summaries; the reader gets the whole story by id.
  const opened = useStory(openId ?? undefined);
  const openStory = openId && opened.data?.id === openId ? opened.data : null;

  // Favourites only, or the bookshelf on its last loaded shelf: the next page of the library is fetched.
  const onLastShelf = layout === 'Bookshelf' && shelf >= shelfCount(stories.length) - 1 && stories.length >= BOOKS_PER_SHELF;
  const { hasMore, loadMore } = library;
  useEffect(() => {
    if (!searching && hasMore && (favoritesOnly || onLastShelf)) loadMore();
  }, [searching, hasMore, favoritesOnly, onLastShelf, loadMore]);

  // Back from the reader: focus returns to the book or card that opened it.
  useEffect(() => {
    if (openStory || !returnTo.current) return;
    const id = returnTo.current;
    returnTo.current = null;
    document.querySelector<HTMLElement>(`[data-open-story="${CSS.escape(id)}"]`)?.focus();
  }, [openStory]);

  const openReader = (storyId: string) => {
    returnTo.current = storyId;
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.set('story', storyId);
      return next;
    });
  };
  const closeReader = () =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.delete('story');
      return next;
    });
  const clearAll = () => {
    setDraft(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
    setFavoritesOnly(false);
    if (childId) setChildId(null);
    setShelf(0);
  };

  if (openStory) return <StoryReader story={openStory} onBack={closeReader} />;
  // No network (the device says so, or the library could not be reached): the stories kept on this device.
  if (!online || (library.error && isNetworkFailure(library.error))) {
    return (
      <OfflineLibrary
        layout={layout}
        onLayoutChange={setLayout}
        shelf={shelf}
        onShelfChange={setShelf}
        onOpen={openReader}
        loadingStory={!!openId && opened.isLoading}
      />
    );
  }
  if (openId && opened.isLoading) {
    return (
      <div className="mfs-center" role="status" aria-live="polite">
        <Spin size="large" />
        <span>Loading story…</span>
      </div>
    );
  }

  const loading = library.isLoading || (searching && search.isLoading);
  const failure = library.error ?? (searching ? search.error : null);
  // A child's empty shelf still shows the tools, so the parent can pick another child.
  const hasStories = stories.length > 0 || childId !== null;

  return (
    <div className="mfs-page mfs-library">
      <LibraryHead layout={layout} onLayoutChange={setLayout} />

      {hasStories && (
        <div className="mfs-library-tools">
          <SearchBar
            draft={draft}
            onChange={setDraft}
            searching={searching && search.isFetching}
            onSearch={() => {
              setApplied(draft);
              setShelf(0);
            }}
            onClear={() => {
              setDraft(EMPTY_FILTERS);
              setApplied(EMPTY_FILTERS);
              setShelf(0);
            }}
          />
          <div className="mfs-library-filters">
            {children.length > 0 && (
              <div className="mfs-child-filter">
                <span aria-hidden>Stories for</span>
                <Select
                  aria-label="Stories for"
                  value={childId ?? ''}
                  style={{ minWidth: 160 }}
                  onChange={(value: string) => setChildId(value || null)}
                  options={[{ value: '', label: 'Everyone' }, ...children.map((child) => ({ value: child.id, label: child.name }))]}
                />
              </div>
            )}
            <p className="mfs-result-count" aria-live="polite">
              {searching && search.data ? resultCountText(search.data.length) : ''}
            </p>
            {user && (
              <label className="mfs-favorites-only" htmlFor="mfs-favorites-only">
                <Switch
                  id="mfs-favorites-only"
                  checked={favoritesOnly}
                  onChange={(checked) => {
                    setFavoritesOnly(checked);
                    setShelf(0);
                  }}
                />
                <span>Favorites Only</span>
              </label>
            )}
          </div>
        </div>
      )}

      {failure ? (
        <Alert
          type="error"
          showIcon
          title="We couldn't load your stories"
          description={errorMessage(failure)}
          action={<Button onClick={() => void (library.error ? library.refetch() : search.refetch())}>Try again</Button>}
        />
      ) : loading ? (
        <LoadingCards />
      ) : !hasStories ? (
        <NoStoriesYet />
      ) : shown.length === 0 ? (
        <NoMatches onClear={clearAll} />
      ) : layout === 'Bookshelf' ? (
        <Bookshelf stories={shown} page={shelf} onPageChange={setShelf} onOpen={openReader} keptIds={keptIds} />
      ) : (
        <>
          <div className="mfs-grid">
            {shown.map((story) => (
              <StoryCard key={story.id} story={story} canEdit={user?.id === story.userId} onOpen={openReader} kept={keptIds.has(story.id)} />
            ))}
          </div>
          {!searching && library.hasMore && (
            <div className="mfs-load-more">
              <Button size="large" loading={library.loadingMore} onClick={library.loadMore}>
                Show more stories
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

interface OfflineLibraryProps {
  layout: LibraryLayout;
  onLayoutChange: (layout: LibraryLayout) => void;
  shelf: number;
  onShelfChange: (shelf: number) => void;
  onOpen: (storyId: string) => void;
  loadingStory: boolean;
}

/** My Stories without the network (docs/offline.md): only the stories kept on this device, which open and play. */
function OfflineLibrary({ layout, onLayoutChange, shelf, onShelfChange, onOpen, loadingStory }: OfflineLibraryProps) {
  const { kept, isLoading } = useKeptStories();
  const stories = kept.map((record) => record.summary);
  const allKept = new Set(stories.map((story) => story.id));
  return (
    <div className="mfs-page mfs-library" data-offline="true">
      <LibraryHead layout={layout} onLayoutChange={onLayoutChange} />
      <OfflineLibraryBanner />
      {isLoading || loadingStory ? (
        <LoadingCards />
      ) : stories.length === 0 ? (
        <div className="mfs-empty">
          <div className="mfs-empty-art" aria-hidden>
            ☁️
          </div>
          <h2 className="mfs-empty-title">No stories kept on this device</h2>
          <p className="mfs-empty-text">Next time you're online, press “Keep for offline” on a story; the last three you listened to are kept too.</p>
        </div>
      ) : layout === 'Bookshelf' ? (
        <Bookshelf stories={stories} page={shelf} onPageChange={onShelfChange} onOpen={onOpen} keptIds={allKept} />
      ) : (
        <div className="mfs-grid">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} canEdit={false} onOpen={onOpen} kept offline />
          ))}
        </div>
      )}
    </div>
  );
}

function LibraryHead({ layout, onLayoutChange }: { layout: LibraryLayout; onLayoutChange: (layout: LibraryLayout) => void }) {
  return (
    <header className="mfs-library-head">
      <div>
        <h1 className="mfs-page-title">Story Library</h1>
        <p className="mfs-page-lead">Your collection of magical bedtime stories</p>
      </div>
      <Segmented<LibraryLayout>
        aria-label="Library view"
        value={layout}
        onChange={onLayoutChange}
        options={[
          { value: 'Bookshelf', label: 'Bookshelf', icon: <ReadOutlined aria-hidden /> },
          { value: 'Grid', label: 'Grid', icon: <AppstoreOutlined aria-hidden /> },
        ]}
      />
    </header>
  );
}
