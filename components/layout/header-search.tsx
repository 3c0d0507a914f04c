import type { Ref } from 'react';
import { paths } from '@/foundation/paths';
import { MAX_KEYWORD_LENGTH } from '@/foundation/search/keyword-limit';
import { SearchIcon } from './icons';
import styles from './header-search.module.scss';

interface HeaderSearchProps {
  /** id of the input (the header and the menu each have their own form). */
  inputId: string;
  /** The current search, shown in the box on the search pages (server-rendered, so no flash). */
  query: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A plain GET form to /search/: it works without JavaScript. */
export function HeaderSearch({ inputId, query, inputRef, className }: HeaderSearchProps) {
  return (
    <form action={paths.search()} method="get" role="search" className={className ? `${styles.search} ${className}` : styles.search}>
      <label htmlFor={inputId} className="visually-hidden">
        記事を検索
      </label>
      <input
        // A new query (client navigation between searches) replaces what the box shows.
        key={query}
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        defaultValue={query}
        placeholder="記事・ゲームを検索"
        maxLength={MAX_KEYWORD_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit">
        <SearchIcon width={18} height={18} />
        <span className={styles.buttonLabel}>検索</span>
      </button>
    </form>
  );
}
