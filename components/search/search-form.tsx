import type { SearchType } from '@/foundation/search/keyword';
import { MAX_KEYWORD_LENGTH } from '@/foundation/search/keyword-limit';
import styles from './search-form.module.scss';

interface SearchFormProps {
  /** Where the form is sent: `/search/` or `/search-history/`. */
  action: string;
  keyword: string;
  /** The tab being searched: a new keyword stays on it (the 記事 / ゲーム tabs switch it). */
  type?: SearchType;
  label?: string;
  /** Placeholder; the default names what each search finds. */
  placeholder?: string;
}

/** A plain GET form, so it works before (and without) JavaScript. */
export function SearchForm({ action, keyword, type, label = 'サイト内検索', placeholder }: SearchFormProps) {
  const inputId = `${action.replace(/\W+/g, '-')}keyword`;
  return (
    // Remounted per keyword so the box shows the keyword of the page after a client-side navigation.
    <form key={keyword} role="search" aria-label={label} action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        キーワード
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={keyword}
        maxLength={MAX_KEYWORD_LENGTH}
        placeholder={placeholder ?? (action.startsWith('/search/') ? 'ゲーム名・キーワード・記事ID' : 'ゲーム名・キーワード')}
        enterKeyHint="search"
        className={styles.input}
      />
      {type === 'game' && <input type="hidden" name="type" value="game" />}
      <button type="submit" className={styles.button}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        検索
      </button>
    </form>
  );
}
