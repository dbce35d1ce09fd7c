/** Unknown API paths answer JSON, not the HTML 404 page. */
export function loader() {
  return Response.json({ error: 'Not found' }, { status: 404 });
}

export function action() {
  return Response.json({ error: 'Not found' }, { status: 404 });
}
