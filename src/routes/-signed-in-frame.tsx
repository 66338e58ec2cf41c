import { Container, Stack } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { signOut, switchOrganization } from '@/api/session/actions';
import { AccessRequestBanner } from '@/features/access-requests/access-request-banner';
import { ResetDemoButton } from '@/features/demo/reset-demo-button';
import { SubHeader } from '@/features/session-bar/sub-header';
import { useOtherOrgView } from '@/features/session-bar/use-other-org-view';
import { AppHeader, InformationBanner, MainNav, OtherOrgWarning } from '@/features/shell';

/** Header, navigation and the route: loaded once someone has signed in (see -app-frame.tsx). */
export default function SignedInFrame() {
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
