import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { getConfig } from './config/get-config.server.ts';
import { archiveDamage } from './data/archive.server.ts';
import { getHomeFigures } from './data/homepage.server.ts';
import { archiveUnavailableResponse } from './domain/archive-errors.ts';
import { archiveFigures, countClaim } from './domain/home.ts';
import { ClientNavigation } from './components/client-navigation.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { NotFoundPage, StatusPage } from './components/status-page.tsx';
import { useScriptMarker } from './components/script-marker.ts';
import appStylesheet from './app.css?url';
import { errorMeta } from '#app/components/page-meta.ts';

/**
 * The one stylesheet, as a React stylesheet resource (`precedence`): React puts it in the
 * head before the module preloads of <Scripts />, so a slow connection fetches the
 * render-blocking CSS first instead of queueing it behind some twenty scripts.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appStylesheet, precedence: 'default' }];

/**
 * A page or call whose read found the archive unreadable (app/entry.server.tsx noted it)
 * answers the archive's 503 rather than a 500; the request thread's gate (server/app.ts)
 * answers the next ones before they render.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const response = await next();
    if (response.status < 500 || archiveDamage() === null) return response;
    return archiveUnavailableResponse(new URL(request.url).pathname);
  },
];

export function loader() {
  const config = getConfig();
  return {
    site: { siteName: config.SITE_NAME, siteUrl: config.SITE_URL },
    // Counted from the archive, for copy that states its size (footer, home, FAQ, coming soon).
    // Questions with at least one answer, so the footer's "answered questions" is literally true.
    archive: archiveFigures(getHomeFigures()),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const siteName = data?.site.siteName ?? 'OpenCounsel';
  const marker = useScriptMarker();
  return (
    <html lang="en">
      {/*
        In the order React's server writes the head (charset, viewport, stylesheets, then the
        rest): Preact hydrates each element into the first unclaimed one of its tag, so another
        order would give the icon's element to the stylesheet and the canonical link's to the icon.
      */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Stylesheets need no marker (style-src 'self'); an explicit empty nonce keeps the router's off them. */}
        <Links nonce="" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
      </head>
      <body className="flex min-h-screen flex-col">
        <ToastProvider>
          <SiteHeader siteName={siteName} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter siteName={siteName} answeredQuestions={data ? countClaim(data.archive.answeredQuestions) : null} />
        </ToastProvider>
        <ClientNavigation />
        {/* The marker only tells the server these scripts are the page's own: it hashes them for the CSP and takes it out. */}
        <ScrollRestoration nonce={marker} />
        <Scripts nonce={marker} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) return errorMeta(matches, '404 Page Not Found');
  if (error) return errorMeta(matches, isRouteErrorResponse(error) && error.status === 400 ? 'Bad Request' : 'Something went wrong');
  return [];
}

/** Unknown paths and thrown 404s share the 404 page; anything else a plain apology, never a stack. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <StatusPage
      title={status === 400 ? 'Bad Request' : 'Something went wrong'}
      message={status === 400 ? 'The address has a value this page cannot use.' : 'Please try again in a moment.'}
      action={{ to: '/', label: 'Go to Home' }}
    />
  );
}
