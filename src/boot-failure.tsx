/** Shown when the demo's in-page service cannot start (for example, IndexedDB is unavailable). */
export function BootFailure({ error }: { error: unknown }) {
  return (
    <main
      style={{
        maxWidth: 640,
        margin: '4rem auto',
        fontFamily: 'system-ui, sans-serif',
        color: '#1b1b1b',
        padding: '0 1rem',
      }}
    >
      <h1>The demo service could not start</h1>
      <p>
        The console runs its demo data service inside this browser, and it failed to start. Reload the page to try
        again. If it keeps failing, this browser may be blocking site storage (IndexedDB), for example in a private
        window.
      </p>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f0f0f0', padding: '0.75rem' }}>{String(error)}</pre>
    </main>
  );
}
