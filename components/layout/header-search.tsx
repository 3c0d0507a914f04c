import { useRef, useState, type ComponentType, type Ref, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import type { SearchComboboxProps } from '@/components/search-suggest/search-combobox';
import { paths } from '@/foundation/paths';
import { MAX_KEYWORD_LENGTH } from '@/foundation/search/keyword-limit';
import { isComposingIn } from '@/lib/client/composition-tracker';
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

const PLACEHOLDER = '記事・ゲームを検索';

type Combobox = ComponentType<SearchComboboxProps>;

// The combobox (downshift, the suggestion hooks, zod/mini) is not first-paint code: it loads when
// a reader first reaches for a box, and stays loaded for every box after (decision 020).
let loadedCombobox: Combobox | null = null;
let loadingCombobox: Promise<Combobox> | null = null;

function loadCombobox(): Promise<Combobox> {
  loadingCombobox ??= import('@/components/search-suggest/search-combobox').then(
    (module) => (loadedCombobox = module.SearchCombobox),
    (error: unknown) => {
      loadingCombobox = null;
      throw error;
    },
  );
  return loadingCombobox;
}

interface TakeOver {
  Combobox: Combobox;
  /** The page's search when the combobox took over: a new one (another results page) replaces the carried text. */
  query: string;
  initialValue: string;
  initialFocus: SearchComboboxProps['initialFocus'];
}

/**
 * A plain GET form to /search/: it works without JavaScript. When a reader first points at, focuses
 * or types in the box, the suggesting combobox loads and takes the box's place with its text,
 * focus and caret; never while an input method is composing (that would drop the composition).
 */
export function HeaderSearch({ inputId, query, inputRef, className }: HeaderSearchProps) {
  // A box mounted after the combobox loaded (the phone menu opening again) starts as the combobox;
  // on the first render of the page it never has loaded, so hydration matches the server's HTML.
  const [takeOver, setTakeOver] = useState<TakeOver | null>(() =>
    loadedCombobox ? { Combobox: loadedCombobox, query, initialValue: query, initialFocus: null } : null,
  );
  const enhancing = useRef(false);
  const labelId = `${inputId}-label`;

  const enhance = (event: SyntheticEvent<HTMLInputElement>) => {
    if (enhancing.current) return;
    enhancing.current = true;
    const input = event.currentTarget;
    // A composition may have begun before this box hydrated, and so before these listeners.
    let composing = isComposingIn(input);
    const take = (Combobox: Combobox) => {
      if (composing) return;
      const focused = document.activeElement === input;
      // Read and replaced in one task: a key pressed in between would be lost with the plain box.
      flushSync(() =>
        setTakeOver({
          Combobox,
          query,
          initialValue: input.value,
          initialFocus: focused ? { selectionStart: input.selectionStart, selectionEnd: input.selectionEnd } : null,
        }),
      );
    };
    // The listeners go with the plain input when the combobox replaces it.
    input.addEventListener('compositionstart', () => (composing = true));
    input.addEventListener('compositionend', () => {
      composing = false;
      if (loadedCombobox) take(loadedCombobox);
    });
    // Offline or a failed chunk: the plain box keeps working, and the next focus tries again.
    loadCombobox().then(take, () => {
      enhancing.current = false;
    });
  };
  const carried = takeOver?.query === query ? takeOver : null;

  return (
    <form action={paths.search()} method="get" role="search" className={className ? `${styles.search} ${className}` : styles.search}>
      <label id={labelId} htmlFor={inputId} className="visually-hidden">
        記事を検索
      </label>
      {takeOver ? (
        <takeOver.Combobox
          // A new query (client navigation between searches) replaces what the box shows.
          key={query}
          inputId={inputId}
          labelId={labelId}
          initialValue={carried ? carried.initialValue : query}
          initialFocus={carried ? carried.initialFocus : null}
          inputRef={inputRef}
          placeholder={PLACEHOLDER}
          maxLength={MAX_KEYWORD_LENGTH}
        />
      ) : (
        <input
          key={query}
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          placeholder={PLACEHOLDER}
          maxLength={MAX_KEYWORD_LENGTH}
          enterKeyHint="search"
          onPointerEnter={enhance}
          onFocus={enhance}
          onKeyDown={enhance}
        />
      )}
      <button type="submit">
        <SearchIcon width={18} height={18} />
        <span className={styles.buttonLabel}>検索</span>
      </button>
    </form>
  );
}
