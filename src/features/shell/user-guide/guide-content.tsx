import { Typography } from '@mantine/core';
import { type MouseEvent, type Ref, useMemo } from 'react';
import classes from './guide-content.module.css';
import { renderGuide } from './render-guide';

export interface GuideContentProps {
  markdown: string;
  /** A link to another guide page was followed (its file name, e.g. 'dns-policies.md'). */
  onNavigate: (page: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/** One guide page, sanitised; links between guide pages stay inside the modal. */
export function GuideContent({ markdown, onNavigate, ref }: GuideContentProps) {
  const html = useMemo(() => renderGuide(markdown), [markdown]);

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-guide-page]');
    if (!link) return;
    event.preventDefault();
    onNavigate(link.dataset.guidePage!);
  }

  return (
    <Typography>
      {/* Sanitised by renderGuide (DOMPurify with a markdown-only allow-list). */}
      {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the click is delegated from the guide's own links, which Enter activates too; the div is no control */}
      <div
        ref={ref}
        className={classes.page}
        tabIndex={-1}
        onClick={handleClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}
