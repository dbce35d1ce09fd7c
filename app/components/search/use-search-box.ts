import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHref } from '#app/domain/navigation.ts';

/**
 * A search box's text and its submit handler: with JavaScript, submitting goes to
 * /search?q= with the trimmed text and an empty search does nothing; without it, the
 * box's form is a plain GET to /search.
 */
export function useSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(text);
    if (href) void navigate(href);
  }
  return { text, setText, onSubmit };
}
