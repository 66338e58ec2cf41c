// Picks the static first screen of index.html before it paints (docs/performance.md):
// 'Federating...' when this tab has a session to resume, otherwise the Terms of Use. An external
// file because the Content Security Policy forbids inline scripts; the key is the one of
// src/api/session/identity-memory.ts.
(function () {
  var resuming = false;
  try {
    resuming = Boolean(window.sessionStorage.getItem('pdns.identity'));
  } catch {
    // No storage: nothing to resume.
  }
  document.documentElement.setAttribute('data-boot', resuming ? 'resume' : 'terms');
})();
