import { Outlet } from 'react-router';
import { SkipLink } from '#web/components/skip-link.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

/** Public pages, the sign-in screens and /404: the sticky bar, the page (which owns <main id="main">), the footer. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
