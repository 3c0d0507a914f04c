import { MAX_KEYWORD_LENGTH, type SearchType } from '@/lib/search/keyword';
import styles from './search-form.module.scss';

interface SearchFormProps {
  /** Where the form is sent: `/search/` or `/search-history/`. */
  action: string;
  keyword: string;
  /** The 記事 / ゲーム switch; left out on the old-site search. */
  type?: SearchType;
  label?: string;
}

/** A plain GET form, so it works before (and without) JavaScript. */
export function SearchForm({ action, keyword, type, label = 'サイト内検索' }: SearchFormProps) {
  const inputId = `${action.replace(/\W+/g, '-')}keyword`;
  return (
    // Remounted per keyword so the box shows the keyword of the page after a client-side navigation.
    <form key={keyword} role="search" aria-label={label} action={action} method="get" className={styles.form}>
      <label htmlFor={inputId} className={styles.label}>
        キーワード
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={keyword}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={type ? 'ゲーム名・キーワード・記事ID' : 'ゲーム名・キーワード'}
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          検索
        </button>
      </div>
      {type && (
        <fieldset className={styles.types}>
          <legend>検索対象</legend>
          <label>
            <input type="radio" name="type" value="article" defaultChecked={type === 'article'} />
            記事
          </label>
          <label>
            <input type="radio" name="type" value="game" defaultChecked={type === 'game'} />
            ゲーム
          </label>
        </fieldset>
      )}
    </form>
  );
}
