import { config, productName } from '@/config/env';
import classes from './app-footer.module.css';
import { telHref } from './tel-href';

const AGENCY = 'Cybersecurity and Infrastructure Security Agency';

/** The agency's required links (USWDS identifier); they open in the same tab, as on cisa.gov. */
export const agencyLinks: readonly { label: string; href: string }[] = [
  { label: 'About CISA', href: 'https://www.cisa.gov/about' },
  { label: 'Accessibility support', href: 'https://www.cisa.gov/accessibility' },
  { label: 'FOIA requests', href: 'https://www.cisa.gov/foia' },
  { label: 'No FEAR Act data', href: 'https://www.cisa.gov/no-fear-act' },
  { label: 'Office of the Inspector General', href: 'https://www.oig.dhs.gov/' },
  { label: 'Privacy policy', href: 'https://www.cisa.gov/privacy-policy' },
];

/** The footer on every page: support contacts and the agency identifier (spec 1 §1). */
export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <section className={classes.contact} aria-labelledby="footer-contact-heading">
        <h2 id="footer-contact-heading" className={classes.contactHeading}>
          {productName} support
        </h2>
        <span>
          Email: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </span>
        <span>
          Phone: <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>
        </span>
      </section>
      <div className={classes.identifier}>
        <section className={classes.identity} aria-label="Agency identifier">
          <p className={classes.domain}>cisa.gov</p>
          <p>
            An official website of the <a href="https://www.cisa.gov/">{AGENCY}</a>
          </p>
        </section>
        <nav aria-label="Important links">
          <ul className={classes.links}>
            {agencyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="U.S. government information and services">
          <p className={classes.usagov}>
            Looking for U.S. government information and services? <a href="https://www.usa.gov/">Visit USA.gov</a>
          </p>
        </section>
      </div>
    </footer>
  );
}
