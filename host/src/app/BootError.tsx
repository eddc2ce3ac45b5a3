import { useLingui } from '@lingui/react/macro';
import { useHostTexts } from '../i18n/host-texts';

interface BootErrorProps {
  error: unknown;
}

/**
 * The same words in English, the portal's source language: the last resort when the host's
 * catalogue cannot load either (a boot fails mostly when the network does).
 */
const ENGLISH = {
  title: 'The portal could not start',
  advice: 'Please reload the page in a moment. If this keeps happening, call support.',
  details: (detail: string) => `Details for support: ${detail}`,
};

/**
 * Shown when the portal cannot start (no configuration, or a configuration error). The shell
 * never loaded, so it asks for the host's texts itself, in the language started before the
 * failure (English when the boot failed before the language started).
 */
export function BootError({ error }: BootErrorProps) {
  const { t } = useLingui();
  const texts = useHostTexts();
  // For support: the error as the code raised it (not translated).
  const detail = error instanceof Error ? error.message : String(error);
  if (texts !== 'ready' && texts !== 'unavailable') return null;
  const words =
    texts === 'ready'
      ? {
          title: t`The portal could not start`,
          advice: t`Please reload the page in a moment. If this keeps happening, call support.`,
          details: t`Details for support: ${detail}`,
        }
      : { title: ENGLISH.title, advice: ENGLISH.advice, details: ENGLISH.details(detail) };
  return (
    <main id="boot-error">
      <h1>{words.title}</h1>
      <p>{words.advice}</p>
      <p>
        <small>{words.details}</small>
      </p>
    </main>
  );
}
