// Applies the saved colour scheme before the app renders, so a dark choice does not flash light.
// An external file because the Content Security Policy forbids inline scripts; the key is
// COLOR_SCHEME_STORAGE_KEY in src/lib/color-scheme.ts.
(function () {
  try {
    var value = window.localStorage.getItem('pdns-color-scheme');
    if (value === 'auto') value = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', value === 'dark' ? 'dark' : 'light');
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
