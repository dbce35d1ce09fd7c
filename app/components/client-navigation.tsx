import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Client-side navigation for the site's links (app/components/ui/link.tsx): a plain click on
 * an anchor marked `data-discover`, to this origin, without a target or download, becomes a
 * React Router navigation, exactly as React Router's <Link> would do it (a click to the
 * current URL replaces the history entry). Modified clicks (new tab, new window), other
 * buttons, and clicks a handler already prevented are left to the browser. Without
 * JavaScript the anchors are ordinary links.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, { replace: path === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
