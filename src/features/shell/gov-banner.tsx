import { IconBuildingCommunity, IconChevronDown, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './gov-banner.module.css';
import { UsFlag } from './us-flag';

/** The US-government banner (USWDS pattern) above the header of every page. */
export function GovBanner() {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();

  return (
    <section className={classes.banner} aria-label="Official website of the United States government">
      <div className={classes.header}>
        <UsFlag />
        <span>An official website of the United States government</span>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          Here’s how you know
          <IconChevronDown className={classes.chevron} size={14} aria-hidden />
        </button>
      </div>
      <div id={contentId} className={classes.content} hidden={!expanded}>
        <div className={classes.guidance}>
          <span className={`${classes.guidanceIcon} ${classes.dotGovIcon}`}>
            <IconBuildingCommunity size={22} aria-hidden />
          </span>
          <p>
            <strong>Official websites use .gov</strong>
            <br />A <strong>.gov</strong> website belongs to an official government organization in the United States.
          </p>
        </div>
        <div className={classes.guidance}>
          <span className={`${classes.guidanceIcon} ${classes.httpsIcon}`}>
            <IconLock size={22} aria-hidden />
          </span>
          <p>
            <strong>Secure .gov websites use HTTPS</strong>
            <br />A <strong>lock</strong> or <strong>https://</strong> means you’ve safely connected to the .gov
            website. Share sensitive information only on official, secure websites.
          </p>
        </div>
      </div>
    </section>
  );
}
