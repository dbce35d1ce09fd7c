import { data } from 'react-router';
import { NotFoundPage } from '#app/components/status-page.tsx';

/** Any path no other route claims: the spec's 404 page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
