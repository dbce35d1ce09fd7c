import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';

/** Shared look of not-found, invalid and error states: a heading, a line, one way on. */
export function StatusPage({
  title,
  message,
  action,
}: {
  title: string;
  message: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{message}</p>
      {action && (
        <Link
          to={action.to}
          className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          {action.label}
        </Link>
      )}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      title="404 Page Not Found"
      message="The page you're looking for doesn't exist or may have been moved."
      action={{ to: '/', label: 'Go to Home' }}
    />
  );
}
