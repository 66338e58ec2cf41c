import type { SVGProps } from 'react';

/**
 * The few Tabler icons the shell uses, drawn inline: @tabler/icons-react is not installed yet.
 * Same names and stroke style, so switching to the package is an import change.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function TablerIcon({ size = 16, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const IconExternalLink = (props: IconProps) => (
  <TablerIcon {...props}>
    <path d="M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6" />
    <path d="M11 13l9 -9" />
    <path d="M15 4h5v5" />
  </TablerIcon>
);

export const IconChevronDown = (props: IconProps) => (
  <TablerIcon {...props}>
    <path d="M6 9l6 6l6 -6" />
  </TablerIcon>
);

export const IconArrowLeft = (props: IconProps) => (
  <TablerIcon {...props}>
    <path d="M5 12l14 0" />
    <path d="M5 12l6 6" />
    <path d="M5 12l6 -6" />
  </TablerIcon>
);

export const IconBuildingCommunity = (props: IconProps) => (
  <TablerIcon {...props}>
    <path d="M8 9l5 5v7h-5v-4m0 4h-5v-7l5 -5m1 1v-6a1 1 0 0 1 1 -1h10a1 1 0 0 1 1 1v17h-8" />
    <path d="M13 7l0 .01" />
    <path d="M17 7l0 .01" />
    <path d="M17 11l0 .01" />
    <path d="M17 15l0 .01" />
  </TablerIcon>
);

export const IconLock = (props: IconProps) => (
  <TablerIcon {...props}>
    <path d="M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6z" />
    <path d="M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0" />
    <path d="M8 11v-4a4 4 0 1 1 8 0v4" />
  </TablerIcon>
);
