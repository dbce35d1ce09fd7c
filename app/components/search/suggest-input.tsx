import { useEffect, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { countOf } from '#app/domain/grammar.ts';
import type { SuggestionView } from '#app/domain/suggest-view.ts';
import { useSuggestions } from './use-suggestions.ts';
import { useHydrated } from '#app/components/ui/hydration.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'>;

export interface SuggestInputProps extends InputProps {
  readonly id: string;
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Classes of the wrapper (the list is placed under the box). */
  readonly wrapperClassName?: string;
}

/**
 * A search box that suggests as the visitor types: a WAI-ARIA 1.2 combobox with a list
 * popup. Arrows move through the list, Enter opens the highlighted suggestion (a question
 * title opens the question, a phrase runs its search), Escape closes the list, and a
 * status line tells screen readers how many suggestions there are. Without JavaScript it
 * is the plain input its form always had.
 */
export function SuggestInput({ id, value, onValueChange, inputRef, wrapperClassName, onKeyDown, onBlur, ...inputProps }: SuggestInputProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const items = useSuggestions(value, hydrated);
  useEffect(() => setActive(-1), [items]);
  const listId = `${id}-suggestions`;
  const shown = open && items.length > 0;

  function choose(item: SuggestionView) {
    setOpen(false);
    if (item.kind === 'search') onValueChange(item.text);
    void navigate(item.href);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      const n = items.length;
      const down = event.key === 'ArrowDown';
      if (!shown) setActive(down ? 0 : n - 1);
      else setActive((current) => (down ? (current + 1) % n : current <= 0 ? n - 1 : current - 1));
      setOpen(true);
    } else if (event.key === 'Enter' && shown && active >= 0 && active < items.length) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const activeItem = shown && active >= 0 && active < items.length ? active : -1;
  return (
    <div className={`relative ${wrapperClassName ?? ''}`}>
      <input
        {...inputProps}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setOpen(false);
        }}
        {...(hydrated
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': shown,
              'aria-controls': listId,
              'aria-activedescendant': activeItem >= 0 ? `${listId}-${activeItem}` : undefined,
            }
          : {})}
      />
      {hydrated && (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            hidden={!shown}
            className="absolute top-full right-0 left-0 z-30 mt-1 max-h-96 overflow-auto rounded-md border border-slate-300 bg-white py-1 text-left text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
          >
            {items.map((item, index) => (
              <li
                key={`${item.kind}:${item.href}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeItem}
                // mousedown, not click: the box's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-slate-900 dark:text-slate-100 ${
                  index === activeItem ? 'bg-brand-50 dark:bg-slate-700' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
                }`}
              >
                <span className="min-w-0 truncate">{item.text}</span>
                <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">{item.kind === 'question' ? 'Question' : 'Search'}</span>
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {shown ? `${countOf(items.length, 'suggestion')}. Use the up and down arrows to review, Enter to choose.` : ''}
          </p>
        </>
      )}
    </div>
  );
}
