export { AppHeader } from './app-header';
export { InformationBanner } from './information-banner';
export { MainNav } from './main-nav';
export { OtherOrgWarning } from './other-org-warning';
