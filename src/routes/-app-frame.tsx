import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { SessionGate } from '@/features/auth/session-gate';
import { AppFooter } from '@/features/shell/app-footer';
import { GovBanner } from '@/features/shell/gov-banner';
import { PageTitle } from '@/features/shell/page-title';
import { NOTICE_SLOT_ID } from '@/components/update-prompt';
import { DeferredDemoTools } from './-deferred-demo-tools';

// The header, navigation and everything behind sign-in are a chunk of their own: the first page
// a visitor sees is the sign-in screen, and it should not wait for them (docs/performance.md).
const SignedInFrame = lazy(() => import('./-signed-in-frame'));

/** The page every route renders in: banners, header, navigation, the route, the footer. */
export function AppFrame() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PageTitle />
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <GovBanner />
      <div id={NOTICE_SLOT_ID} />
      <SessionGate>
        <Suspense fallback={<Box style={{ flex: 1 }} />}>
          <SignedInFrame />
        </Suspense>
      </SessionGate>
      <AppFooter />
      {import.meta.env.VITE_APP_MODE !== 'live' && <DeferredDemoTools />}
    </Box>
  );
}
