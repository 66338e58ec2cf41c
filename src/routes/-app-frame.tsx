import { Box, Container, Stack } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { signOut } from '@/api/session/actions';
import { switchOrganization } from '@/api/session/actions';
import { AccessRequestBanner } from '@/features/access-requests/access-request-banner';
import { SessionGate } from '@/features/auth';
import { ResetDemoButton } from '@/features/demo/reset-demo-button';
import { SubHeader } from '@/features/session-bar/sub-header';
import { useOtherOrgView } from '@/features/session-bar/use-other-org-view';
import { AppFooter, AppHeader, GovBanner, InformationBanner, MainNav, OtherOrgWarning } from '@/features/shell';

/** The page every route renders in: banners, header, navigation, the route, the footer. */
export function AppFrame() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <GovBanner />
      <SessionGate>
        <SignedInFrame />
      </SessionGate>
      <AppFooter />
    </Box>
  );
}

function SignedInFrame() {
  const otherOrg = useOtherOrgView();
  return (
    <>
      <AppHeader onSignOut={() => void signOut()} extraControls={<ResetDemoButton />} />
      <MainNav />
      <SubHeader />
      <Container size="xl" w="100%" py="md" style={{ flex: 1 }} component="main" id="main-content" tabIndex={-1}>
        <Stack gap="md">
          <InformationBanner />
          {otherOrg && (
            <OtherOrgWarning
              viewedOrgName={otherOrg.viewed.displayName}
              homeOrgName={otherOrg.home?.displayName}
              onReturn={otherOrg.home ? () => void switchOrganization(otherOrg.home!.orgId) : undefined}
            />
          )}
          <AccessRequestBanner />
          <Outlet />
        </Stack>
      </Container>
    </>
  );
}
