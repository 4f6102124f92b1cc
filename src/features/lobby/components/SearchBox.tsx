import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LobbyIcon } from '@/components/game/lobby-icons';

/** A typed name is searched this long after the last keystroke, or at once on Enter. */
export const SEARCH_DEBOUNCE_MS = 500;

export function SearchBox({
  onSearch,
  autoFocus = false,
  initial = '',
  label,
}: {
  onSearch: (name: string) => void;
  autoFocus?: boolean;
  initial?: string;
  /** What is searched, when not every game (the field's name and placeholder). */
  label?: string;
}) {
  const { t } = useTranslation('lobby');
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(value.trim()), SEARCH_DEBOUNCE_MS);
  };
  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        latest.current(text.trim());
      }}
    >
      <LobbyIcon name="search" size={18} />
      <input
        type="search"
        value={text}
        maxLength={60}
        enterKeyHint="search"
        autoComplete="off"
        aria-label={label ?? t('search.label')}
        placeholder={label ?? t('search.placeholder')}
        // Only the search page asks for this: the player opened it to type, so the keyboard comes up at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        onChange={(event) => schedule(event.target.value)}
      />
    </form>
  );
}
