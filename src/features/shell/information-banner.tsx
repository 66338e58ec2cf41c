import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { InformationBanner as Banner } from '@/api/information/contract';
import { informationBannerQuery } from '@/api/information/queries';
import { useSession } from '@/api/session/store';
import { notify } from '@/lib/notify';
import classes from './banner-text.module.css';

const colors: Record<Banner['bannerType'], string> = { info: 'blue', warning: 'yellow', error: 'red' };

/** Banners dismissed in this page load, per user, so a remounted shell keeps them closed. */
const dismissed = new Set<string>();
export const forgetDismissedBanners = (): void => dismissed.clear();
const keyOf = (email: string, banner: Banner) =>
  JSON.stringify([email, banner.bannerType, banner.headerText, banner.infoText]);

/** The service's information banner, fetched after sign-in (spec 1 §1, spec 2 §8). */
export function InformationBanner() {
  const { data: banner, error } = useQuery(informationBannerQuery());
  const email = useSession((s) => s.user?.email ?? '');
  const [, rerender] = useState(0);

  useEffect(() => {
    if (error) notify.error({ id: 'information-banner-error', message: error.message });
  }, [error]);

  if (!banner || dismissed.has(keyOf(email, banner))) return null;

  const dismiss = () => {
    dismissed.add(keyOf(email, banner));
    rerender((n) => n + 1);
  };
  return (
    <Alert
      color={colors[banner.bannerType]}
      title={banner.headerText}
      withCloseButton
      closeButtonLabel="Dismiss banner"
      onClose={dismiss}
      radius={0}
      classNames={{ title: classes.text, message: classes.text, closeButton: classes.text }}
    >
      {banner.infoText}
    </Alert>
  );
}
