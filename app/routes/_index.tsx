import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/_index';
import { pageMeta } from '#app/components/page-meta.ts';
import { searchHref } from '#app/domain/navigation.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Legal Questions Answered by Attorneys',
    description: 'Search a free archive of legal questions answered by attorneys, browse by practice area and location, and find attorneys.',
    path: '/',
  });
}

export default function Home() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(text);
    if (href) void navigate(href);
  }
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Legal questions, answered by attorneys</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Search a free archive of real questions and the answers attorneys gave to them.
        </p>
        <form role="search" method="get" action="/search" onSubmit={onSubmit} className="mt-8 flex gap-2">
          <label htmlFor="hero-search" className="sr-only">
            Search the legal question database
          </label>
          <input
            id="hero-search"
            name="q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Describe your legal question..."
            required
            pattern=".*\S.*"
            maxLength={500}
            className="h-12 flex-1 rounded-md border border-slate-300 bg-white px-4 text-base dark:border-slate-600 dark:bg-slate-900"
          />
          <button type="submit" className="h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600">
            Search Database
          </button>
        </form>
      </div>
    </section>
  );
}
