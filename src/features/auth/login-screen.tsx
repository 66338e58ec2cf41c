import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { productTitle, usesOidc } from '@/config/env';
import { signInWithProvider } from '@/api/session/actions';
import classes from './auth-screen.module.css';
import { ColorSchemeControl } from '@/components/color-scheme-control';
import { SIGN_OUT_REASON_MESSAGES, signOutReason } from '@/lib/sign-out-reason';
import { focusHeading } from './focus-heading';
import { PersonaChooser } from './persona-chooser';
import { useStoryPersona } from './use-story-persona';

// The request form (and @mantine/form with it) loads only for the few who ask for access.
const RequestAccessForm = lazy(() =>
  import('./request-access-form').then((module) => ({ default: module.RequestAccessForm })),
);

export const REQUEST_SUBMITTED_MESSAGE =
  'Your request has been submitted. An administrator will review it and you will receive an email when it is approved.';

type View = 'signIn' | 'requestAccess';

/** The SignIn state after the Terms of Use: sign in, or ask for access. */
export function LoginScreen() {
  const [view, setView] = useState<View>('signIn');
  const [choosing, setChoosing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [reason] = useState(signOutReason.read);
  useEffect(() => signOutReason.clear(), []);
  const chooserId = useId();
  const signInButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useStoryPersona(!usesOidc);

  // The Terms of Use (or a sign-out) gave way to this screen: start reading at its heading.
  useEffect(() => {
    if (heading.current) focusHeading(heading.current);
  }, []);

  useEffect(() => {
    if (view === 'signIn' && returning.current) signInButton.current?.focus();
    returning.current = view === 'requestAccess';
  }, [view]);

  return (
    <Center component="main" mih="100vh" p="md" className={classes.page}>
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={620}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Group justify="flex-end">
              <ColorSchemeControl />
            </Group>
            <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {productTitle}
            </Title>
            <Text>
              Protective DNS brings your organization enhanced functionality, greater coverage and faster response to
              malicious activity.
            </Text>
          </Stack>

          {view === 'requestAccess' ? (
            <Suspense fallback={null}>
              <RequestAccessForm
                onCancel={() => setView('signIn')}
                onSubmitted={() => {
                  setSubmitted(true);
                  setView('signIn');
                }}
              />
            </Suspense>
          ) : (
            <Stack gap="md">
              {reason && !submitted && (
                <Alert color="yellow" variant="outline" title={SIGN_OUT_REASON_MESSAGES[reason].title} role="status">
                  {SIGN_OUT_REASON_MESSAGES[reason].message}
                </Alert>
              )}
              {submitted && (
                <Alert color="green" variant="outline" title="Request submitted" role="status">
                  {REQUEST_SUBMITTED_MESSAGE}
                </Alert>
              )}
              <Button
                ref={signInButton}
                size="md"
                // Live builds with a provider go to its sign-in page; the demo (and the mock's /auth/sign-in) offers personas.
                onClick={() => (usesOidc ? void signInWithProvider() : setChoosing(true))}
                aria-expanded={usesOidc ? undefined : choosing}
                aria-controls={choosing ? chooserId : undefined}
              >
                Sign In
              </Button>
              {choosing && <PersonaChooser id={chooserId} />}
              <Text size="sm">
                Need an account?{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  underline="always"
                  onClick={() => {
                    setSubmitted(false);
                    setView('requestAccess');
                  }}
                >
                  Request Access
                </Anchor>{' '}
                or contact your organization's administrator.
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
