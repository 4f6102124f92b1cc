import './layout.css';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { DialogHost } from '../ui/dialog';
import { NetworkNotice } from '../ui/NetworkNotice';
import { ToastHost } from '../ui/toast';
import { UpdatePrompt } from '../ui/UpdatePrompt';
import { useScrollLock } from '../ui/use-scroll-lock';
import { FooterBar } from './FooterBar';
import { Header } from './Header';
import { closeOverlays, menuState } from './menu-state';
import { PageTransition } from './PageTransition';
import { ServiceWidget } from './ServiceWidget';
import { usePageFacts } from './use-page-facts';

// Overlays load when first opened: the first screen does not pay for them.
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
const DownloadSheet = lazy(() => import('./DownloadSheet').then((m) => ({ default: m.DownloadSheet })));

/** Every page's frame: header, notices, the page with its transition, footer bar, service widget and overlays. */
export function AppShell({ children }: { children: ReactNode }) {
  const facts = usePageFacts();
  const overlay = useSnapshot(menuState).open;
  useScrollLock(overlay === 'drop' || overlay === 'service');

  const router = useRouter();
  // Menus close on every navigation (a link, the back button, a redirect), even to the same path.
  useEffect(() => router.subscribe('onBeforeNavigate', () => closeOverlays()), [router]);

  const hasFooter = facts.footer;
  return (
    <div className={`app${hasFooter ? ' app--with-footer' : ''}`}>
      {facts.header && <Header />}
      <NetworkNotice />
      <main id="main" className="app__main">
        <PageTransition>{children}</PageTransition>
      </main>
      {hasFooter && <FooterBar />}
      <ServiceWidget />
      <Suspense fallback={null}>
        {overlay === 'side' && <SideMenu />}
        {overlay === 'download' && <DownloadSheet />}
      </Suspense>
      <UpdatePrompt />
      <ToastHost />
      <DialogHost />
    </div>
  );
}
