import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useLayoutEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { ContentImage } from '@/components/image/content-image';
import { paths } from '@/foundation/paths';
import { highlightMatches } from '@/foundation/search/highlight';
import type { SearchSuggestResponse, SuggestedArticleOption, SuggestedGameOption } from '@/foundation/search/suggest-schema';
import { useOptionalRouter } from '@/lib/client/use-optional-router';
import { useSearchSuggestions } from '@/lib/client/search-suggest/use-search-suggestions';
import type { SuggestAnswer } from '@/lib/client/search-suggest/suggest-scheduler';
import styles from './search-combobox.module.scss';

/** One option of the list: a game title, an article, or the full search for what was typed. */
export type SuggestItem =
  | { kind: 'game'; option: SuggestedGameOption }
  | { kind: 'article'; option: SuggestedArticleOption }
  | { kind: 'search'; value: string };

/** The options for the box's value, in the order shown: games, articles, then the full search. */
export function suggestionItems(answer: SuggestAnswer | null, value: string): SuggestItem[] {
  const suggestions: SearchSuggestResponse = answer?.suggestions ?? { games: [], articles: [] };
  const typed = value.trim();
  if (typed === '' || suggestions.games.length + suggestions.articles.length === 0) return [];
  return [
    ...suggestions.games.map((option): SuggestItem => ({ kind: 'game', option })),
    ...suggestions.articles.map((option): SuggestItem => ({ kind: 'article', option })),
    { kind: 'search', value: typed },
  ];
}

/** Where an option leads. */
export function suggestItemHref(item: SuggestItem): string {
  return item.kind === 'search' ? paths.search(item.value) : item.option.href;
}

export interface SearchComboboxProps {
  inputId: string;
  /** id of the form's label, which names the box and the list. */
  labelId: string;
  /** What the box holds when the combobox takes over from the plain box. */
  initialValue: string;
  /** The plain box had focus: the combobox takes it, with the caret where it was. */
  initialFocus: { selectionStart: number | null; selectionEnd: number | null } | null;
  inputRef?: Ref<HTMLInputElement>;
  placeholder: string;
  maxLength: number;
}

/** The magnifier of the header's search button, beside the full-search option. */
function SearchGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false" className={styles.searchGlyph}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {highlightMatches(text, typed).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

type ChangeOptions = UseComboboxStateChangeOptions<SuggestItem>;
const types = useCombobox.stateChangeTypes;

/**
 * The box's own text is the reader's: choosing an option opens its page, Escape only closes the
 * list, and leaving the box never chooses the highlighted option (downshift's defaults would
 * replace, clear or choose).
 */
function keepTypedText(state: UseComboboxState<SuggestItem>, { type, changes }: ChangeOptions): Partial<UseComboboxState<SuggestItem>> {
  switch (type) {
    case types.InputKeyDownEscape:
    case types.InputKeyDownEnter:
    case types.ItemClick:
      return { ...changes, inputValue: state.inputValue };
    case types.InputBlur:
      return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
    default:
      return changes;
  }
}

/**
 * The header search box as a WAI-ARIA combobox (decision 020), loaded on first use by HeaderSearch
 * in place of its plain input: suggestions from /api/search/suggest/ while typing (debounced, none
 * while an input method composes), grouped ゲーム / 記事 with the typed text marked, and a last
 * option for the full search. Arrow keys move aria-activedescendant, Enter opens the highlighted
 * option's page (with none highlighted the form submits as without JavaScript), Escape closes.
 */
export function SearchCombobox({ inputId, labelId, initialValue, initialFocus, inputRef, placeholder, maxLength }: SearchComboboxProps) {
  const router = useOptionalRouter();
  const { answer, scheduler } = useSearchSuggestions();
  const [inputValue, setInputValue] = useState(initialValue);
  // Text the reader typed into the plain box shows its suggestions as soon as they arrive (a box
  // taken over under a pointer, or holding the page's search, waits for the reader to type).
  const carriesTyping = initialFocus !== null && initialValue.trim() !== '';
  const [wantsOpen, setWantsOpen] = useState(carriesTyping);
  const items = useMemo(() => suggestionItems(answer, inputValue), [answer, inputValue]);

  const open = (item: SuggestItem) => {
    const href = suggestItemHref(item);
    scheduler.cancel();
    setWantsOpen(false);
    document.getElementById(inputId)?.blur();
    if (router && href.startsWith('/')) void router.push(href);
    else window.location.assign(href);
  };

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, isOpen } = useCombobox<SuggestItem>({
    items,
    inputId,
    labelId,
    menuId: `${inputId}-listbox`,
    getItemId: (index) => `${inputId}-option-${index}`,
    itemToString: (item) => (item ? (item.kind === 'search' ? item.value : item.kind === 'game' ? item.option.name : item.option.title) : ''),
    itemToKey: (item) => (item ? (item.kind === 'search' ? 'search' : `${item.kind}-${item.option.id}`) : ''),
    // Controlled from the input's own change event: downshift reports changes after rendering,
    // and a controlled value that lags one render behind makes React reset the box mid-composition
    // (every IME keystroke would commit).
    inputValue,
    isOpen: wantsOpen && items.length > 0,
    onIsOpenChange: ({ isOpen: next }) => setWantsOpen(next ?? false),
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => selectedItem && open(selectedItem),
    stateReducer: keepTypedText,
  });

  // Taking over from the plain box: its focus and caret in the same commit (no key may land
  // between), then suggestions for what it already held.
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (initialFocus && input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(initialFocus.selectionStart, initialFocus.selectionEnd);
    }
    if (carriesTyping) scheduler.input(initialValue);
    // Once, on the take-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as Event & { preventDownshiftDefault?: boolean };
    // With nothing highlighted, Enter submits the form (the full search), as without JavaScript.
    if (event.key === 'Enter' && highlightedIndex < 0) {
      native.preventDownshiftDefault = true;
      scheduler.cancel();
    }
    // Home and End move the caret in the text, as in any editable combobox (APG).
    if (event.key === 'Home' || event.key === 'End') native.preventDownshiftDefault = true;
    // An open list takes Escape for itself: the phone menu around the box stays open.
    if (event.key === 'Escape' && isOpen) event.stopPropagation();
  };

  const games = items.flatMap((item, index) => (item.kind === 'game' ? [{ option: item.option, item, index }] : []));
  const articles = items.flatMap((item, index) => (item.kind === 'article' ? [{ option: item.option, item, index }] : []));
  const searchIndex = items.length - 1;
  const searchItem = items[searchIndex];
  const optionClass = (index: number) => (index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option);

  return (
    <>
      <input
        {...getInputProps({
          ref: inputRef,
          name: 'q',
          type: 'search',
          placeholder,
          maxLength,
          enterKeyHint: 'search',
          autoComplete: 'off',
          onKeyDown,
          onChange: (event) => {
            const { value } = event.currentTarget;
            setInputValue(value);
            if (!(event.nativeEvent as InputEvent).isComposing) scheduler.input(value);
          },
          onCompositionStart: () => scheduler.compositionStart(),
          onCompositionEnd: (event) => scheduler.compositionEnd(event.currentTarget.value),
          onFocus: () => items.length > 0 && setWantsOpen(true),
          onBlur: () => scheduler.cancel(),
        })}
      />
      <div {...getMenuProps({ className: styles.popup })} hidden={!isOpen}>
        {isOpen && (
          <>
            {games.length > 0 && (
              <div role="group" aria-labelledby={`${inputId}-games`} className={styles.group}>
                <div id={`${inputId}-games`} role="presentation" className={styles.groupLabel}>
                  ゲーム
                </div>
                {games.map(({ option, item, index }) => (
                  <div key={`game-${option.id}`} {...getItemProps({ item, index })} className={optionClass(index)}>
                    <ContentImage src={option.thumbnailUrl} alt="" width={33} height={44} sizes="48px" className={styles.boxArt} />
                    <span className={styles.text}>
                      <span className={styles.title}>
                        <Highlighted text={option.name} typed={inputValue} />
                      </span>
                      {option.platforms && <span className={styles.meta}>{option.platforms}</span>}
                    </span>
                  </div>
                ))}
              </div>
            )}
            {articles.length > 0 && (
              <div role="group" aria-labelledby={`${inputId}-articles`} className={styles.group}>
                <div id={`${inputId}-articles`} role="presentation" className={styles.groupLabel}>
                  記事
                </div>
                {articles.map(({ option, item, index }) => (
                  <div key={`article-${option.id}`} {...getItemProps({ item, index })} className={optionClass(index)}>
                    <ContentImage src={option.thumbnailUrl} alt="" width={64} height={36} sizes="96px" className={styles.thumbnail} />
                    <span className={styles.text}>
                      <span className={styles.title}>
                        <Highlighted text={option.title} typed={inputValue} />
                      </span>
                      <span className={styles.meta}>{option.dateText}</span>
                    </span>
                  </div>
                ))}
              </div>
            )}
            {searchItem?.kind === 'search' && (
              <div {...getItemProps({ item: searchItem, index: searchIndex })} className={`${optionClass(searchIndex)} ${styles.searchOption}`}>
                <SearchGlyph />
                <span className={styles.searchLabel}>
                  「<span className={styles.searchValue}>{searchItem.value}</span>」で検索
                </span>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
