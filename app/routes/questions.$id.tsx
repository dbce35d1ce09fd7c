/** /questions/{id}: the same answer as /q/{id} (301 to the canonical question URL; 400 for a bad id, 404 for a missing question). */
export { default, ErrorBoundary, loader, meta } from './q.$id';
