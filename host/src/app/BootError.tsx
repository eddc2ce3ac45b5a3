interface BootErrorProps {
  error: unknown;
}

/** Shown when the portal cannot start (no configuration, or a configuration error). */
export function BootError({ error }: BootErrorProps) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main id="boot-error">
      <h1>The portal could not start</h1>
      <p>Please reload the page in a moment. If this keeps happening, call support.</p>
      <p>
        <small>Details for support: {detail}</small>
      </p>
    </main>
  );
}
