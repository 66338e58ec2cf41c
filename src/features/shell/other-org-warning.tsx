import { Alert, Button, Group, Text } from '@mantine/core';
import { displayedRole } from '@/api/roles';
import { useSession } from '@/api/session/store';
import classes from './banner-text.module.css';

export interface OtherOrgWarningProps {
  /** The organization being viewed. */
  viewedOrgName: string;
  /** Switches back to the user's own organization; without it no button is shown. */
  onReturn?: () => void;
  /** The user's own organization as shown to them; defaults to the signed-in user's organization name. */
  homeOrgName?: string;
}

const withArticle = (role: string) => `${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}`;

/**
 * Shown when a global user, or a multi-agency user with more than one organization, views an
 * organization other than their own (spec 1 §1, spec 2 §6). The caller decides when.
 */
export function OtherOrgWarning({ viewedOrgName, onReturn, homeOrgName }: OtherOrgWarningProps) {
  const principal = useSession((s) => s.principal);
  if (!principal) return null;
  const home = homeOrgName ?? principal.orgName;
  const role = displayedRole(principal);
  const who = role === 'Unassigned' ? 'a member' : withArticle(role);

  return (
    <Alert color="yellow" radius={0} classNames={{ message: classes.text }}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="inherit">
          You are viewing <strong>{viewedOrgName}</strong> as {who} of {home}. Changes you make apply to{' '}
          <strong>{viewedOrgName}</strong>.
        </Text>
        {onReturn && (
          <Button size="xs" variant="default" onClick={onReturn}>
            Return to {home}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
