import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the chosen colour scheme (light, dark or auto) is kept. It is a display preference,
 * not personal data, so localStorage is fine. public/color-scheme.js reads the same key before
 * the app renders (the CSP forbids Mantine's inline ColorSchemeScript).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'pdns-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
