import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import DemoTools from '@/features/demo/demo-tools';
import { screenCatalogue } from './-palette-screens';

/** The demo tools with the screen catalogue the route layer composes (demo builds only). */
export default function DemoToolsWithScreens({ openPalette }: { openPalette: boolean }) {
  const router = useRouter();
  const catalogue = useMemo(() => screenCatalogue(router), [router]);
  return <DemoTools catalogue={catalogue} openPalette={openPalette} />;
}
