import { Anchor, Box, Breadcrumbs, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import linkClasses from '../link-colour.module.css';
import { GuideContent } from './guide-content';
import { GUIDE_ERROR, GUIDE_INDEX, guidePageLabel } from './guide-rules';
import { guidePageQuery } from './load-guide-page';

export interface UserGuideModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The User Guide: markdown pages from /guide/, browsed inside a modal with a page history. */
export function UserGuideModal({ opened, onClose }: UserGuideModalProps) {
  const [history, setHistory] = useState<string[]>([GUIDE_INDEX]);
  const page = history[history.length - 1];
  const guide = useQuery({ ...guidePageQuery(page), enabled: opened });
  const contentRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After following a link or going back, put focus at the top of the new page.
  useEffect(() => {
    if (moved.current && guide.data !== undefined) {
      moved.current = false;
      contentRef.current?.focus();
    }
  }, [guide.data, page]);

  const goTo = (next: string[]) => {
    moved.current = true;
    setHistory(next);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setHistory([GUIDE_INDEX])}
      size="xl"
      title="User Guide"
    >
      {history.length > 1 && (
        <Group gap="md" mb="md" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => goTo(history.slice(0, -1))}
          >
            Back
          </Button>
          <nav aria-label="Pages visited">
            <Breadcrumbs separator="›">
              {history.map((visited, index) =>
                index === history.length - 1 ? (
                  <Text key={index} size="sm" fw={700} aria-current="page">
                    {guidePageLabel(visited)}
                  </Text>
                ) : (
                  <Anchor
                    key={index}
                    component="button"
                    type="button"
                    size="sm"
                    className={linkClasses.link}
                    onClick={() => goTo(history.slice(0, index + 1))}
                  >
                    {guidePageLabel(visited)}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </nav>
        </Group>
      )}
      {/* No live region: a whole page would be read out; focus moves to it instead. */}
      <Box aria-busy={guide.isPending}>
        {guide.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the user guide" />
          </Center>
        ) : guide.isError ? (
          <Text role="alert">{GUIDE_ERROR}</Text>
        ) : (
          <GuideContent ref={contentRef} markdown={guide.data} onNavigate={(next) => goTo([...history, next])} />
        )}
      </Box>
    </Modal>
  );
}
