import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { MAX_AGE, MIN_AGE, STYLES } from '@bedtime/contracts';
import { STYLE_DETAILS } from '../../story/lib/story-labels';
import type { SearchFilters } from '../lib/library-rules';

interface SearchBarProps {
  draft: SearchFilters;
  onChange: (draft: SearchFilters) => void;
  onSearch: () => void;
  onClear: () => void;
  searching: boolean;
}

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => String(MIN_AGE + i));

/** Search by words, age and style (GET /api/stories/search). */
export function SearchBar({ draft, onChange, onSearch, onClear, searching }: SearchBarProps) {
  return (
    <form
      role="search"
      aria-label="Search your stories"
      className="mfs-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <Input
        className="mfs-search-query"
        aria-label="Search stories"
        placeholder="Search titles, lessons and story words"
        prefix={<SearchOutlined aria-hidden />}
        value={draft.query}
        onChange={(event) => onChange({ ...draft, query: event.target.value })}
        allowClear
      />
      <select className="mfs-select" aria-label="Age" value={draft.age} onChange={(event) => onChange({ ...draft, age: event.target.value })}>
        <option value="">Any age</option>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
      <select className="mfs-select" aria-label="Style" value={draft.style} onChange={(event) => onChange({ ...draft, style: event.target.value })}>
        <option value="">Any style</option>
        {STYLES.map((style) => (
          <option key={style} value={style}>
            {STYLE_DETAILS[style].label}
          </option>
        ))}
      </select>
      <div className="mfs-search-buttons">
        <Button type="primary" htmlType="submit" loading={searching}>
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </div>
    </form>
  );
}
