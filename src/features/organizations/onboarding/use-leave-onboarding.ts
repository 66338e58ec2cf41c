import { useNavigate, useRouter } from '@tanstack/react-router';
import { onboardingDraft } from './onboarding-draft';

/**
 * Cancel: back to the organizations list. The draft is dropped only once the user has really
 * left (the unsaved-changes prompt may keep them on the step).
 */
export function useLeaveOnboarding(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return () => {
    void navigate({ to: '/organizations/users' }).then(() => {
      if (!router.state.location.pathname.startsWith('/organizations/onboard')) onboardingDraft.clear();
    });
  };
}
