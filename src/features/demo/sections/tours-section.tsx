import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '@/api/session/store';
import { tourState, useTourPlace } from '../tours/tour-state';
import { tours } from '../tours/tour-registry';
import { startTour } from '../tours/tour-actions';
import { StartList } from './start-list';

/**
 * The demo control panel's guided tours: each walks a trainee through a real workflow on the real
 * screens, signing in the persona and starting the scenario it needs.
 */
export function ToursSection() {
  const signedIn = useSession((s) => !!s.user);
  const running = useTourPlace();
  const [starting, setStarting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (id: string) => {
    const tour = tours.find((t) => t.id === id);
    if (!tour) return;
    setStarting(id);
    setProblem(null);
    try {
      await startTour(tour);
    } catch {
      setProblem(`Could not start ${tour.title}.`);
    } finally {
      setStarting(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        A guided tour points at each control of a workflow on the real screens and moves on when you use it (or press
        Next). It signs in the persona it needs; Escape ends it, and a reload resumes it.
      </Text>
      {!signedIn && <Text size="sm">Sign in first: a tour starts from the signed-in console.</Text>}
      {problem && (
        <Alert color="red" variant="outline" role="alert" title={problem}>
          {null}
        </Alert>
      )}
      <Title order={3} size="h6">
        Tours
      </Title>
      <StartList
        label="Tours"
        items={tours}
        action={(tour) =>
          running?.id === tour.id ? (
            <Button size="xs" variant="outline" onClick={tourState.end} aria-label={`End ${tour.title}`}>
              End
            </Button>
          ) : (
            <Button
              size="xs"
              disabled={!signedIn || (starting !== null && starting !== tour.id)}
              loading={starting === tour.id}
              onClick={() => void start(tour.id)}
              aria-label={`Start ${tour.title}`}
            >
              Start
            </Button>
          )
        }
      />
    </Stack>
  );
}
